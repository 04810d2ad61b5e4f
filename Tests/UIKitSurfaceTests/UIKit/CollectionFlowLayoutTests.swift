import Testing
import UIKit

/// Frames are sums of the given sizes and spacings, halved at most once: exact in binary.
private let pointTolerance: CGFloat = 1e-9

/// A flow layout that counts its prepare passes.
private final class CountingFlowLayout: UICollectionViewFlowLayout {
  var prepares = 0

  override func prepare() {
    super.prepare()
    prepares += 1
  }
}

@Suite("UICollectionViewFlowLayout: frames as UIKit places them")
struct CollectionFlowLayoutTests {
  private func frame(_ layout: UICollectionViewLayout, _ item: Int, section: Int = 0) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  private func expectFrame(_ actual: CGRect?, _ expected: CGRect) {
    guard let actual else {
      Issue.record("no attributes; expected \(expected)")
      return
    }
    #expect(abs(actual.minX - expected.minX) <= pointTolerance, "\(actual) vs \(expected)")
    #expect(abs(actual.minY - expected.minY) <= pointTolerance, "\(actual) vs \(expected)")
    #expect(abs(actual.width - expected.width) <= pointTolerance, "\(actual) vs \(expected)")
    #expect(abs(actual.height - expected.height) <= pointTolerance, "\(actual) vs \(expected)")
  }

  private func gridLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    return layout
  }

  @Test("393 pt wide, 100 × 100 items, insets 16: three per line, justified 30.5 apart")
  func verticalGrid() {
    let layout = gridLayout()
    let source = CollectionTestDataSource(counts: [8])
    let collectionView = source.makeCollectionView(
      size: CGSize(width: 393, height: 852), layout: layout)
    // 393 − 32 = 361 across; 3 items take 300, 4 would take 430; (361 − 300) / 2 = 30.5.
    expectFrame(frame(layout, 0), CGRect(x: 16, y: 16, width: 100, height: 100))
    expectFrame(frame(layout, 1), CGRect(x: 146.5, y: 16, width: 100, height: 100))
    expectFrame(frame(layout, 2), CGRect(x: 277, y: 16, width: 100, height: 100))
    expectFrame(frame(layout, 3), CGRect(x: 16, y: 126, width: 100, height: 100))
    // The last line keeps the columns: items 6 and 7 under items 0 and 1.
    expectFrame(frame(layout, 6), CGRect(x: 16, y: 236, width: 100, height: 100))
    expectFrame(frame(layout, 7), CGRect(x: 146.5, y: 236, width: 100, height: 100))
    #expect(frame(layout, 8) == nil)
    // 16 + 3·100 + 2·10 + 16 = 352 tall, 393 wide.
    #expect(layout.collectionViewContentSize == CGSize(width: 393, height: 352))
    #expect(collectionView.contentSize == CGSize(width: 393, height: 352))
    #expect(collectionView.indexPathsForVisibleItems.count == 8)
  }

  @Test("a lone item in a one-column grid is centred across the line")
  func oneColumnCentres() {
    let layout = gridLayout()
    layout.itemSize = CGSize(width: 200, height: 50)
    let source = CollectionTestDataSource(counts: [2])
    _ = source.makeCollectionView(size: CGSize(width: 393, height: 852), layout: layout)
    // Two need 410 > 361: one per line, at 16 + (361 − 200) / 2 = 96.5.
    expectFrame(frame(layout, 0), CGRect(x: 96.5, y: 16, width: 200, height: 50))
    expectFrame(frame(layout, 1), CGRect(x: 96.5, y: 76, width: 200, height: 50))
  }

  @Test("an inset far wider than the view leaves one column at the inset and never traps")
  func hugeInsetNeverTraps() {
    let layout = gridLayout()
    // (393 − 1e300 − 16 + 10) / 110 is about −9e297 columns, beyond Int: counted as one.
    layout.sectionInset.left = 1e300
    let source = CollectionTestDataSource(counts: [2])
    _ = source.makeCollectionView(size: CGSize(width: 393, height: 852), layout: layout)
    expectFrame(frame(layout, 0), CGRect(x: 1e300, y: 16, width: 100, height: 100))
    expectFrame(frame(layout, 1), CGRect(x: 1e300, y: 126, width: 100, height: 100))
  }

  @Test("a single item in a section where three fit sits in the first column")
  func singleItemInFirstColumn() {
    let layout = gridLayout()
    let source = CollectionTestDataSource(counts: [1])
    _ = source.makeCollectionView(size: CGSize(width: 393, height: 852), layout: layout)
    expectFrame(frame(layout, 0), CGRect(x: 16, y: 16, width: 100, height: 100))
  }

  @Test("headers span the width before the top inset, footers follow the bottom inset")
  func headersAndFooters() throws {
    let layout = gridLayout()
    layout.headerReferenceSize = CGSize(width: 999, height: 40)  // the width is ignored
    layout.footerReferenceSize = CGSize(width: 0, height: 30)
    let source = CollectionTestDataSource(counts: [7, 2])
    let collectionView = source.makeCollectionView(
      size: CGSize(width: 393, height: 852), layout: layout)
    let header = try #require(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    expectFrame(header.frame, CGRect(x: 0, y: 0, width: 393, height: 40))
    #expect(header.representedElementCategory == .supplementaryView)
    expectFrame(frame(layout, 0), CGRect(x: 16, y: 56, width: 100, height: 100))
    // Section 0 body: 40 + 16 + 320 + 16 = 392; footer 392...422; section 1's header 422...462.
    let footer = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    expectFrame(footer?.frame, CGRect(x: 0, y: 392, width: 393, height: 30))
    expectFrame(frame(layout, 1, section: 1), CGRect(x: 146.5, y: 478, width: 100, height: 100))
    // 422 + 40 + 16 + 100 + 16 + 30 = 624.
    #expect(layout.collectionViewContentSize.height == 624)
    let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(all?.count == 7 + 2 + 4)
    // The data source's header and footer views are dequeued and placed like the cells.
    let headers = collectionView.visibleSupplementaryViews(
      ofKind: UICollectionView.elementKindSectionHeader)
    #expect(headers.count == 2)
    let secondHeader = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: 1))
    expectFrame(secondHeader?.frame, CGRect(x: 0, y: 422, width: 393, height: 40))
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: UICollectionView.elementKindSectionFooter
      ).count == 2)
  }

  @Test("horizontal: columns of three 50-pt items justified 25 apart in 200 pt")
  func horizontalGrid() {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 80, height: 50)
    layout.headerReferenceSize = CGSize(width: 30, height: 999)  // the height is ignored
    let source = CollectionTestDataSource(counts: [7])
    _ = source.makeCollectionView(size: CGSize(width: 393, height: 200), layout: layout)
    // Three fit down (170 ≤ 200), (200 − 150) / 2 = 25 apart; columns 90 apart after the
    // 30-pt header.
    expectFrame(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame, CGRect(x: 0, y: 0, width: 30, height: 200))
    expectFrame(frame(layout, 0), CGRect(x: 30, y: 0, width: 80, height: 50))
    expectFrame(frame(layout, 1), CGRect(x: 30, y: 75, width: 80, height: 50))
    expectFrame(frame(layout, 2), CGRect(x: 30, y: 150, width: 80, height: 50))
    expectFrame(frame(layout, 6), CGRect(x: 210, y: 0, width: 80, height: 50))
    #expect(layout.collectionViewContentSize == CGSize(width: 290, height: 200))
  }

  @Test("delegate sizes: full lines justified, items centred in the line, last line packed")
  func delegateSizes() {
    let layout = UICollectionViewFlowLayout()
    let source = CollectionTestDataSource(counts: [4])
    source.sizes = [
      IndexPath(item: 0, section: 0): CGSize(width: 100, height: 40),
      IndexPath(item: 1, section: 0): CGSize(width: 120, height: 60),
      IndexPath(item: 2, section: 0): CGSize(width: 150, height: 40),
      IndexPath(item: 3, section: 0): CGSize(width: 50, height: 50),
    ]
    _ = source.makeCollectionView(size: CGSize(width: 300, height: 600), layout: layout)
    // Line 1: 100 + 10 + 120 fits, + 10 + 150 does not; 300 − 220 = 80 between them.
    expectFrame(frame(layout, 0), CGRect(x: 0, y: 10, width: 100, height: 40))
    expectFrame(frame(layout, 1), CGRect(x: 180, y: 0, width: 120, height: 60))
    // Line 2 starts at 60 + 10; sizes differ, so the last line is packed 10 apart.
    expectFrame(frame(layout, 2), CGRect(x: 0, y: 75, width: 150, height: 40))
    expectFrame(frame(layout, 3), CGRect(x: 160, y: 70, width: 50, height: 50))
    #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 120))
  }

  @Test("a content inset narrows the lines and the content width")
  func contentInsetNarrowsLines() {
    let layout = gridLayout()
    let source = CollectionTestDataSource(counts: [3])
    let collectionView = source.makeCollectionView(
      size: CGSize(width: 393, height: 852), layout: layout)
    collectionView.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    // 353 − 32 = 321 across: three items (300) with (321 − 300) / 2 = 10.5 between them.
    #expect(layout.collectionViewContentSize.width == 353)
    expectFrame(frame(layout, 2), CGRect(x: 237, y: 16, width: 100, height: 100))
  }

  @Test("a narrower view re-flows the lines; a scroll does not prepare again")
  func resizeReflows() {
    let layout = CountingFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let source = CollectionTestDataSource(counts: [30])
    let collectionView = source.makeCollectionView(
      size: CGSize(width: 393, height: 852), layout: layout)
    let preparesBeforeScroll = layout.prepares
    collectionView.contentOffset = CGPoint(x: 0, y: 200)
    collectionView.layoutIfNeeded()
    #expect(layout.prepares == preparesBeforeScroll)
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 3, section: 0))
    expectFrame(frame(layout, 3), CGRect(x: 16, y: 126, width: 100, height: 100))
    collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 852)
    collectionView.layoutIfNeeded()
    #expect(layout.prepares == preparesBeforeScroll + 1)
    // 300 − 32 = 268 across: two items, (268 − 200) = 68 apart; item 3 ends the second line.
    expectFrame(frame(layout, 3), CGRect(x: 184, y: 126, width: 100, height: 100))
    #expect(layout.collectionViewContentSize.width == 300)
  }

  @Test("pinned headers stay at the top of the visible area within their section")
  func pinnedHeaders() throws {
    let layout = gridLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.sectionHeadersPinToVisibleBounds = true
    let source = CollectionTestDataSource(counts: [9, 9])
    let collectionView = source.makeCollectionView(
      size: CGSize(width: 393, height: 300), layout: layout)
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    collectionView.layoutIfNeeded()
    let headerPath = IndexPath(item: 0, section: 0)
    let kind = UICollectionView.elementKindSectionHeader
    let pinned = try #require(
      layout.layoutAttributesForSupplementaryView(ofKind: kind, at: headerPath))
    #expect(pinned.frame.minY == 100)
    // Section 0 ends at 40 + 16 + 320 + 16 = 392: at offset 380 the header is pushed up to 352.
    collectionView.contentOffset = CGPoint(x: 0, y: 380)
    collectionView.layoutIfNeeded()
    let pushed = try #require(
      layout.layoutAttributesForSupplementaryView(ofKind: kind, at: headerPath))
    #expect(pushed.frame.minY == 352)
  }
}
