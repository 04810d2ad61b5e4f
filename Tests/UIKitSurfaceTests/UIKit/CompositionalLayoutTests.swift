import HeadlessRuntime
import Testing
import UIKit

// Tolerance: frames within 1e-9 pt. Every expected frame is a sum of sizes and fractions that
// are exact in binary (0.2 × 390 = 78, 0.25 × 400 = 100), computed by hand in the comments.
private let pointTolerance: CGFloat = 1e-9

/// A compositional layout that counts its prepare passes.
private final class CountingCompositionalLayout: UICollectionViewCompositionalLayout {
  var prepares = 0

  override func prepare() {
    super.prepare()
    prepares += 1
  }
}

private func size(
  _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
) -> NSCollectionLayoutSize {
  NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// Five columns of fractionalWidth(0.2), rows as tall as they are wide.
private func gridSection() -> NSCollectionLayoutSection {
  let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
  return NSCollectionLayoutSection(group: group)
}

func expectFrame(
  _ actual: CGRect?, _ expected: CGRect, _ tolerance: CGFloat = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("no attributes; expected \(expected)", sourceLocation: sourceLocation)
    return
  }
  let close =
    abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
    && abs(actual.width - expected.width) <= tolerance
    && abs(actual.height - expected.height) <= tolerance
  #expect(close, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
}

@Suite("UICollectionViewCompositionalLayout: frames as UIKit places them")
struct CompositionalLayoutTests {
  private func item(
    _ layout: UICollectionViewLayout, _ item: Int, section: Int = 0
  ) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  @Test("5 columns of fractionalWidth 0.2 in a 390-pt view: 78 × 78 cells, rows 78 apart")
  func grid() {
    let layout = UICollectionViewCompositionalLayout(section: gridSection())
    let source = CollectionTestDataSource(counts: [12])
    let collectionView = source.makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    expectFrame(item(layout, 0), CGRect(x: 0, y: 0, width: 78, height: 78))
    expectFrame(item(layout, 4), CGRect(x: 312, y: 0, width: 78, height: 78))
    expectFrame(item(layout, 5), CGRect(x: 0, y: 78, width: 78, height: 78))
    expectFrame(item(layout, 11), CGRect(x: 78, y: 156, width: 78, height: 78))
    #expect(item(layout, 12) == nil)
    // Three rows: 3 × 78 = 234 tall.
    #expect(collectionView.contentSize == CGSize(width: 390, height: 234))
    #expect(collectionView.indexPathsForVisibleItems.count == 12)
  }

  @Test("item contentInsets shrink the item inside its space; estimated axes ignore them")
  func itemContentInsets() {
    let inset = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
    inset.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [inset])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    _ = CollectionTestDataSource(counts: [6]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    expectFrame(item(layout, 0), CGRect(x: 2, y: 2, width: 74, height: 74))
    expectFrame(item(layout, 1), CGRect(x: 80, y: 2, width: 74, height: 74))
    expectFrame(item(layout, 5), CGRect(x: 2, y: 80, width: 74, height: 74))

    // Estimated height 50: the top and bottom insets are ignored, the leading ones are not.
    let row = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(50)))
    row.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16)
    let rows = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [row])
    let list = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: rows))
    _ = CollectionTestDataSource(counts: [2]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: list)
    expectFrame(item(list, 0), CGRect(x: 16, y: 0, width: 358, height: 50))
    expectFrame(item(list, 1), CGRect(x: 16, y: 50, width: 358, height: 50))
  }

  @Test("nested groups: a 300-pt item beside a column of two 100 × 100 items, in 400 pt")
  func nestedGroups() {
    let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.75), .fractionalHeight(1)))
    let small = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), subitems: [small])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let collectionView = CollectionTestDataSource(counts: [5]).makeCollectionView(
      size: CGSize(width: 400, height: 844), layout: layout)
    // 0.75 × 400 = 300; the column is 100 wide, its items half of 200.
    expectFrame(item(layout, 0), CGRect(x: 0, y: 0, width: 300, height: 200))
    expectFrame(item(layout, 1), CGRect(x: 300, y: 0, width: 100, height: 100))
    expectFrame(item(layout, 2), CGRect(x: 300, y: 100, width: 100, height: 100))
    // Three items per group: the second group starts at y = 200.
    expectFrame(item(layout, 3), CGRect(x: 0, y: 200, width: 300, height: 200))
    expectFrame(item(layout, 4), CGRect(x: 300, y: 200, width: 100, height: 100))
    #expect(collectionView.contentSize == CGSize(width: 400, height: 400))
  }

  @Test("interItemSpacing, interGroupSpacing and section contentInsets")
  func spacingAndInsets() {
    let cell = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
    let layout = UICollectionViewCompositionalLayout(section: section)
    let collectionView = CollectionTestDataSource(counts: [6]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    // 390 − 32 = 358 across: 100 + 10 + 100 + 10 + 100 = 320 fits, a fourth (430) does not.
    expectFrame(item(layout, 0), CGRect(x: 16, y: 10, width: 100, height: 100))
    expectFrame(item(layout, 1), CGRect(x: 126, y: 10, width: 100, height: 100))
    expectFrame(item(layout, 2), CGRect(x: 236, y: 10, width: 100, height: 100))
    expectFrame(item(layout, 3), CGRect(x: 16, y: 118, width: 100, height: 100))
    // 10 + 100 + 8 + 100 + 10 = 228.
    #expect(collectionView.contentSize == CGSize(width: 390, height: 228))

    // Flexible spacing shares the free 90 pt between the two gaps: 45 each.
    let flexible = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
    flexible.interItemSpacing = .flexible(0)
    let spread = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: flexible))
    _ = CollectionTestDataSource(counts: [3]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: spread)
    expectFrame(item(spread, 1), CGRect(x: 145, y: 0, width: 100, height: 100))
    expectFrame(item(spread, 2), CGRect(x: 290, y: 0, width: 100, height: 100))
  }

  @Test("edge spacing comes before the item's own insets; a header moved by its offset")
  func edgeSpacingAndOffset() {
    let cell = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
    cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: nil)
    cell.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [cell])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.absolute(200), .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading,
        absoluteOffset: CGPoint(x: 8, y: -4))
    ]
    let layout = UICollectionViewCompositionalLayout(section: section)
    _ = CollectionTestDataSource(counts: [4]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    // Slots of 110 (10 + 100): 3 fit in 390 (330), a fourth would end at 440. The header is
    // 30 tall, so the group starts at y = 30; the item is 5 lower, then inset by its insets.
    expectFrame(item(layout, 0), CGRect(x: 12, y: 36, width: 94, height: 46))
    expectFrame(item(layout, 1), CGRect(x: 122, y: 36, width: 94, height: 46))
    expectFrame(item(layout, 3), CGRect(x: 12, y: 96, width: 94, height: 46))
    expectFrame(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame, CGRect(x: 8, y: -4, width: 200, height: 30))
  }

  @Test("subitem:count: sizes equal items to fill; repeatingSubitem keeps the item's size")
  func countedGroups() {
    let cell = NSCollectionLayoutItem(layoutSize: size(.absolute(50), .fractionalHeight(1)))
    let filling = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(60)), subitem: cell, count: 3)
    filling.interItemSpacing = .fixed(15)
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: filling))
    _ = CollectionTestDataSource(counts: [3]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    // (390 − 2 × 15) / 3 = 120 each.
    expectFrame(item(layout, 1), CGRect(x: 135, y: 0, width: 120, height: 60))
    expectFrame(item(layout, 2), CGRect(x: 270, y: 0, width: 120, height: 60))

    let repeating = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(60)), repeatingSubitem: cell, count: 2)
    let kept = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: repeating))
    _ = CollectionTestDataSource(counts: [3]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: kept)
    expectFrame(item(kept, 1), CGRect(x: 50, y: 0, width: 50, height: 60))
    expectFrame(item(kept, 2), CGRect(x: 0, y: 60, width: 50, height: 60))
  }

  @Test("a header before the top inset, a footer after the bottom one, across the insets")
  func headerAndFooter() {
    let section = gridSection()
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
    ]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let collectionView = CollectionTestDataSource(counts: [10, 5]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    expectFrame(header?.frame, CGRect(x: 0, y: 0, width: 390, height: 50))
    // Items from 50 + 10 = 60; two rows end at 216; the footer after the 10-pt inset.
    expectFrame(item(layout, 0), CGRect(x: 0, y: 60, width: 78, height: 78))
    expectFrame(item(layout, 9), CGRect(x: 312, y: 138, width: 78, height: 78))
    let footer = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    expectFrame(footer?.frame, CGRect(x: 0, y: 226, width: 390, height: 30))
    // Section 1 starts at 256: header 256…306, one row at 316, footer at 404; 434 in all.
    expectFrame(item(layout, 0, section: 1), CGRect(x: 0, y: 316, width: 78, height: 78))
    #expect(collectionView.contentSize == CGSize(width: 390, height: 434))
    let headerViews = collectionView.visibleSupplementaryViews(
      ofKind: UICollectionView.elementKindSectionHeader)
    #expect(headerViews.count == 2)

    // Following the section's 16-pt leading and trailing insets, the header is 358 wide.
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    expectFrame(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame, CGRect(x: 16, y: 0, width: 358, height: 50))
    section.supplementariesFollowContentInsets = false
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    expectFrame(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame, CGRect(x: 0, y: 0, width: 390, height: 50))
  }

  @Test("a pinned header stays at the top while its section scrolls, without a new prepare")
  func pinnedHeader() throws {
    let section = gridSection()
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(50)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    let layout = CountingCompositionalLayout(section: section)
    // 40 items: 8 rows, 50…674; section 1 from 674.
    let collectionView = CollectionTestDataSource(counts: [40, 40]).makeCollectionView(
      size: CGSize(width: 390, height: 300), layout: layout)
    let prepares = layout.prepares
    func headerFrame(_ section: Int) -> CGRect? {
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)
      )?.frame
    }
    collectionView.contentOffset = CGPoint(x: 0, y: 200)
    collectionView.layoutIfNeeded()
    expectFrame(headerFrame(0), CGRect(x: 0, y: 200, width: 390, height: 50))
    let shown = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)))
    #expect(abs(shown.frame.minY - 200) <= pointTolerance)
    // Near the section's end the header is pushed up: it stops at 674 − 50 = 624.
    collectionView.contentOffset = CGPoint(x: 0, y: 650)
    collectionView.layoutIfNeeded()
    expectFrame(headerFrame(0), CGRect(x: 0, y: 624, width: 390, height: 50))
    #expect(abs(shown.frame.minY - 624) <= pointTolerance)
    #expect(layout.prepares == prepares)
  }

  @Test("a background decoration covers its section less its own insets")
  func decorationBackground() {
    let section = gridSection()
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "card")
    let collectionView = CollectionTestDataSource(counts: [10]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    // Items 0.2 × 370 = 74 square: two rows, 10 + 148 + 10 = 168 tall.
    expectFrame(item(layout, 0), CGRect(x: 10, y: 10, width: 74, height: 74))
    let decoration = layout.layoutAttributesForDecorationView(
      ofKind: "card", at: IndexPath(item: 0, section: 0))
    expectFrame(decoration?.frame, CGRect(x: 5, y: 5, width: 380, height: 158))
    #expect(decoration?.zIndex == 0)
    let sampled = collectionView.headlessVisibleAttributes().filter {
      $0.representedElementCategory == .decorationView
    }
    #expect(sampled.count == 1)
  }

  @Test("scrolling horizontally: vertical groups of two stack left to right, 10 pt apart")
  func horizontalScrolling() {
    let cell = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [cell])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let collectionView = CollectionTestDataSource(counts: [5]).makeCollectionView(
      size: CGSize(width: 390, height: 200), layout: layout)
    expectFrame(item(layout, 0), CGRect(x: 0, y: 0, width: 100, height: 100))
    expectFrame(item(layout, 1), CGRect(x: 0, y: 100, width: 100, height: 100))
    expectFrame(item(layout, 2), CGRect(x: 110, y: 0, width: 100, height: 100))
    expectFrame(item(layout, 4), CGRect(x: 220, y: 0, width: 100, height: 100))
    #expect(collectionView.contentSize == CGSize(width: 320, height: 200))
  }

  @Test("a section provider varies by section index and by the container's width")
  func sectionProvider() {
    var widths: [CGFloat] = []
    let layout = UICollectionViewCompositionalLayout { index, environment in
      let width = environment.container.effectiveContentSize.width
      widths.append(width)
      let columns: CGFloat = index == 0 ? (width > 500 ? 4 : 2) : 1
      let item = NSCollectionLayoutItem(
        layoutSize: size(.fractionalWidth(1 / columns), .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(index == 0 ? 100 : 44)), subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    let collectionView = CollectionTestDataSource(counts: [4, 2]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    expectFrame(item(layout, 1), CGRect(x: 195, y: 0, width: 195, height: 100))
    expectFrame(item(layout, 2), CGRect(x: 0, y: 100, width: 195, height: 100))
    expectFrame(item(layout, 1, section: 1), CGRect(x: 0, y: 244, width: 390, height: 44))
    #expect(widths == [390, 390])
    collectionView.frame = CGRect(x: 0, y: 0, width: 800, height: 844)
    collectionView.layoutIfNeeded()
    expectFrame(item(layout, 3), CGRect(x: 600, y: 0, width: 200, height: 100))
    expectFrame(item(layout, 0, section: 1), CGRect(x: 0, y: 100, width: 800, height: 44))
    #expect(widths.suffix(2) == [800, 800])
  }

  @Test("the container is the view less its adjusted inset across the scroll axis")
  func containerInsets() {
    let layout = UICollectionViewCompositionalLayout(section: gridSection())
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 410, height: 844), collectionViewLayout: layout)
    collectionView.contentInset = UIEdgeInsets(top: 30, left: 10, bottom: 0, right: 10)
    let source = CollectionTestDataSource(counts: [5])
    collectionView.register(
      UICollectionViewCell.self,
      forCellWithReuseIdentifier: CollectionTestDataSource.reuseIdentifier)
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    // 410 − 20 = 390 across: 78-pt columns again; the top inset does not change the container.
    expectFrame(item(layout, 4), CGRect(x: 312, y: 0, width: 78, height: 78))
    #expect(collectionView.contentSize == CGSize(width: 390, height: 78))
    // Margins as the reference: 390 − 2 × 15 = 360 across, 72-pt columns from x = 15.
    collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 15, bottom: 0, trailing: 15)
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.contentInsetsReference = .layoutMargins
    layout.configuration = configuration
    collectionView.layoutIfNeeded()
    expectFrame(item(layout, 1), CGRect(x: 87, y: 0, width: 72, height: 72))
  }

  /// A configuration with a layout-wide 40-pt "banner" header.
  private func bannerConfiguration() -> UICollectionViewCompositionalLayoutConfiguration {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "banner",
        alignment: .top)
    ]
    return configuration
  }

  @Test("configuration: spacing between sections and a layout-wide header")
  func configuration() {
    let configuration = bannerConfiguration()
    configuration.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(
      section: gridSection(), configuration: configuration)
    let collectionView = CollectionTestDataSource(counts: [5, 5]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    expectFrame(
      layout.layoutAttributesForSupplementaryView(
        ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame,
      CGRect(x: 0, y: 0, width: 390, height: 40))
    expectFrame(item(layout, 0), CGRect(x: 0, y: 40, width: 78, height: 78))
    // 40 + 78 + 20 = 138.
    expectFrame(item(layout, 0, section: 1), CGRect(x: 0, y: 138, width: 78, height: 78))
    #expect(collectionView.contentSize == CGSize(width: 390, height: 216))
  }

  @Test("a layout-wide header shows with no sections, as on an empty screen")
  func layoutWideHeaderWithoutSections() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 390, height: 844, scale: 3, frameRate: 120))
    let layout = UICollectionViewCompositionalLayout(
      section: gridSection(), configuration: bannerConfiguration())
    var banners: [UICollectionReusableView] = []
    let dataSource = CollectionTestDataSource(counts: [])
    runtime.run {
      let collectionView = dataSource.makeCollectionView(
        size: CGSize(width: 390, height: 844), layout: layout)
      // The test data source registers cells only: the header is asked for and missing.
      #expect(
        runtime.takeProblems().map(\.message) == [
          "no class is registered for banner views with reuse identifier \"cell\" (UIKit raises "
            + "an exception)"
        ])
      collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: "banner",
        withReuseIdentifier: CollectionTestDataSource.reuseIdentifier)
      collectionView.reloadData()
      collectionView.layoutIfNeeded()
      #expect(collectionView.numberOfSections == 0)
      #expect(collectionView.contentSize == CGSize(width: 390, height: 40))
      banners = collectionView.visibleSupplementaryViews(ofKind: "banner")
    }
    #expect(banners.map(\.frame) == [CGRect(x: 0, y: 0, width: 390, height: 40)])
    expectFrame(
      layout.layoutAttributesForSupplementaryView(
        ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame,
      CGRect(x: 0, y: 0, width: 390, height: 40))
    #expect(runtime.takeProblems().isEmpty)
  }

  @Test("a badge anchored to an item's top trailing corner, half outside it")
  func badges() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    let cell = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)), supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [cell])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    _ = CollectionTestDataSource(counts: [2]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    // Item 1 spans 78…156: the badge's corner at (156, 0), moved by (10, −10).
    expectFrame(
      layout.layoutAttributesForSupplementaryView(
        ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame,
      CGRect(x: 146, y: -10, width: 20, height: 20))
  }

  @Test("a custom group: its provider is asked per group, its frames offset by the group's")
  func customGroup() {
    var containers: [CGSize] = []
    let group = NSCollectionLayoutGroup.custom(
      layoutSize: size(.fractionalWidth(1), .absolute(200))
    ) { environment in
      let container = environment.container.contentSize
      containers.append(container)
      // One wide card on top, two halves below.
      return [
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: 0, y: 0, width: container.width, height: 120)),
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: 0, y: 120, width: container.width / 2, height: 80), zIndex: 2),
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: container.width / 2, y: 120, width: container.width / 2, height: 80)),
      ]
    }
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    let layout = UICollectionViewCompositionalLayout(section: section)
    let collectionView = CollectionTestDataSource(counts: [5]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    expectFrame(item(layout, 1), CGRect(x: 0, y: 120, width: 195, height: 80))
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 2)
    // The second group starts at 200 + 10 = 210 and holds items 3 and 4.
    expectFrame(item(layout, 3), CGRect(x: 0, y: 210, width: 390, height: 120))
    expectFrame(item(layout, 4), CGRect(x: 0, y: 330, width: 195, height: 80))
    #expect(containers == [CGSize(width: 390, height: 200), CGSize(width: 390, height: 200)])
    #expect(collectionView.contentSize == CGSize(width: 390, height: 410))
  }

  @Test("a pinned footer stays at the bottom of the visible area within its section")
  func pinnedFooter() {
    let section = gridSection()
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(40)),
      elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    footer.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [footer]
    let layout = UICollectionViewCompositionalLayout(section: section)
    // 40 items: 8 rows, 0…624, the footer's own place 624…664.
    let collectionView = CollectionTestDataSource(counts: [40]).makeCollectionView(
      size: CGSize(width: 390, height: 300), layout: layout)
    func footerFrame() -> CGRect? {
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)
      )?.frame
    }
    // At rest the visible bottom is 300: the footer sits at 260.
    expectFrame(footerFrame(), CGRect(x: 0, y: 260, width: 390, height: 40))
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    collectionView.layoutIfNeeded()
    expectFrame(footerFrame(), CGRect(x: 0, y: 360, width: 390, height: 40))
    // Scrolled to the end it is back in its own place.
    collectionView.contentOffset = CGPoint(x: 0, y: 364)
    collectionView.layoutIfNeeded()
    expectFrame(footerFrame(), CGRect(x: 0, y: 624, width: 390, height: 40))
  }

  @Test("reloadData and batch inserts lay the new items out in the grid")
  func dataChanges() {
    let layout = UICollectionViewCompositionalLayout(section: gridSection())
    let source = CollectionTestDataSource(counts: [5])
    let collectionView = source.makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    #expect(item(layout, 5) == nil)
    source.counts = [7]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    expectFrame(item(layout, 6), CGRect(x: 78, y: 78, width: 78, height: 78))
    #expect(collectionView.contentSize.height == 156)
    collectionView.performBatchUpdates {
      source.counts = [11]
      collectionView.insertItems(at: (7..<11).map { IndexPath(item: $0, section: 0) })
    }
    collectionView.layoutIfNeeded()
    expectFrame(item(layout, 10), CGRect(x: 0, y: 156, width: 78, height: 78))
    #expect(collectionView.contentSize.height == 234)
    #expect(collectionView.indexPathsForVisibleItems.count == 11)
  }

  @Test("a 10,000-item grid: a rect query reads only the rows it meets")
  func largeSectionQuery() {
    final class CountingAttributes: UICollectionViewLayoutAttributes {
      nonisolated(unsafe) static var frameReads = 0
      override var frame: CGRect {
        get {
          Self.frameReads += 1
          return super.frame
        }
        set { super.frame = newValue }
      }
    }
    final class CountingAttributesLayout: UICollectionViewCompositionalLayout {
      override class var layoutAttributesClass: AnyClass { CountingAttributes.self }
    }
    let layout = CountingAttributesLayout(section: gridSection())
    let collectionView = CollectionTestDataSource(counts: [10_000]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    // 2,000 rows of 78 pt.
    #expect(collectionView.contentSize == CGSize(width: 390, height: 156_000))
    CountingAttributes.frameReads = 0
    let rect = CGRect(x: 0, y: 78_000, width: 390, height: 844)
    let found = layout.layoutAttributesForElements(in: rect) ?? []
    // Rows 1000…1010 meet 78,000…78,844 (row 1010 starts at 78,780): 11 rows, 55 cells.
    #expect(found.count == 55)
    #expect(found.first?.indexPath == IndexPath(item: 5_000, section: 0))
    #expect(found.last?.indexPath == IndexPath(item: 5_054, section: 0))
    // One read per cell tested (55 of them), not per item of the section.
    #expect(CountingAttributes.frameReads <= 60)
  }
}
