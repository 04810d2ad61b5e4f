import HeadlessRuntime
import Testing
import UIKit

// Tolerance: frames within 1e-9 pt (sums of whole points).
private let pointTolerance: CGFloat = 1e-9

/// What the section provider reads, changed between passes.
private final class CarouselSettings {
  var behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
  var handlerOffsets: [CGPoint] = []
  var handlerFirstFrames: [CGRect] = []
}

/// A layout whose section 0 is a carousel of 300 × 200 cards, 10 apart (along `direction`'s
/// cross axis when it scrolls across), and whose other sections are 50-pt rows.
private func carouselLayout(
  _ settings: CarouselSettings, direction: UICollectionView.ScrollDirection = .vertical
) -> UICollectionViewCompositionalLayout {
  let configuration = UICollectionViewCompositionalLayoutConfiguration()
  configuration.scrollDirection = direction
  return UICollectionViewCompositionalLayout(
    sectionProvider: { section, _ in
      let vertical = direction == .vertical
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      if section == 0 {
        let group =
          vertical
          ? NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .absolute(300), heightDimension: .absolute(200)),
            subitems: [item])
          : NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .absolute(200), heightDimension: .absolute(150)),
            subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.interGroupSpacing = 10
        carousel.orthogonalScrollingBehavior = settings.behavior
        carousel.visibleItemsInvalidationHandler = { items, offset, _ in
          settings.handlerOffsets.append(offset)
          if let first = items.first(where: { $0.indexPath.item == 0 }) {
            settings.handlerFirstFrames.append(first.frame)
          }
        }
        return carousel
      }
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        subitems: [item])
      return NSCollectionLayoutSection(group: row)
    }, configuration: configuration)
}

private func band(of collectionView: UICollectionView) -> UIScrollView? {
  collectionView.subviews.lazy.compactMap { $0 as? UIScrollView }.first
}

@Suite("Compositional orthogonal sections: the band's scroll view and what the layout returns")
struct CompositionalOrthogonalBandTests {
  private let display = HeadlessDisplay(width: 390, height: 844, scale: 3, frameRate: 120)

  @Test("the band's offset moves its items, survives invalidations, and resets with its section")
  func offsetMovesItemsAndSurvives() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let settings = CarouselSettings()
      let layout = carouselLayout(settings)
      let dataSource = CollectionTestDataSource(counts: [5, 4])
      let collectionView = dataSource.makeCollectionView(
        size: CGSize(width: 390, height: 844), layout: layout)
      collectionView.layoutIfNeeded()
      let scroller = try #require(band(of: collectionView))
      // Five 300-pt cards, 10 apart: 1,540 pt across; the band is the section's 200-pt height.
      #expect(scroller.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
      #expect(scroller.contentSize == CGSize(width: 1_540, height: 200))
      #expect(collectionView.subviews.last === scroller)
      scroller.contentOffset = CGPoint(x: 250, y: 0)
      collectionView.layoutIfNeeded()
      let second = try #require(
        collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
      // 310 − 250 = 60.
      #expect(abs(second.frame.minX - 60) <= pointTolerance)
      #expect(
        collectionView.indexPathForItem(at: CGPoint(x: 100, y: 100))
          == IndexPath(item: 1, section: 0))
      #expect(
        collectionView.indexPathForItem(at: CGPoint(x: 20, y: 100))
          == IndexPath(item: 0, section: 0))
      #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 60)
      // The handler: the band's offset, the items' frames before the scroll.
      #expect(settings.handlerOffsets.last == CGPoint(x: 250, y: 0))
      #expect(settings.handlerFirstFrames.last == CGRect(x: 0, y: 0, width: 300, height: 200))
      // The rows below do not move sideways.
      let row = try #require(
        collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
      #expect(row.frame == CGRect(x: 0, y: 200, width: 390, height: 50))

      layout.invalidateLayout()
      collectionView.layoutIfNeeded()
      collectionView.reloadData()
      collectionView.layoutIfNeeded()
      #expect(band(of: collectionView) === scroller)
      #expect(scroller.contentOffset == CGPoint(x: 250, y: 0))

      settings.behavior = .none
      layout.invalidateLayout()
      collectionView.layoutIfNeeded()
      #expect(band(of: collectionView) == nil)
      let stacked = try #require(
        collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
      #expect(stacked.frame == CGRect(x: 0, y: 210, width: 300, height: 200))

      settings.behavior = .continuous
      layout.invalidateLayout()
      collectionView.layoutIfNeeded()
      let fresh = try #require(band(of: collectionView))
      #expect(fresh !== scroller)
      #expect(fresh.contentOffset == .zero)
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("scrollToItem to a carousel item scrolls its band across, within the band's range")
  func scrollToItemScrollsBand() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let settings = CarouselSettings()
      let layout = carouselLayout(settings)
      let dataSource = CollectionTestDataSource(counts: [5, 40])
      let collectionView = dataSource.makeCollectionView(
        size: CGSize(width: 390, height: 844), layout: layout)
      collectionView.layoutIfNeeded()
      let scroller = try #require(band(of: collectionView))
      // Card 3 spans 930…1230: centred, 1,080 − 195 = 885.
      collectionView.scrollToItem(
        at: IndexPath(item: 3, section: 0), at: .centeredHorizontally, animated: false)
      #expect(scroller.contentOffset == CGPoint(x: 885, y: 0))
      #expect(collectionView.contentOffset == .zero)
      // Card 4 at the left would need 1,240; the band stops at 1,540 − 390 = 1,150.
      collectionView.scrollToItem(at: IndexPath(item: 4, section: 0), at: .left, animated: false)
      #expect(scroller.contentOffset == CGPoint(x: 1_150, y: 0))
      // Card 1 back at the left (310), and the page scrolls to put the band's top at the top
      // once it has scrolled away.
      collectionView.contentOffset = CGPoint(x: 0, y: 500)
      collectionView.scrollToItem(
        at: IndexPath(item: 1, section: 0), at: [.top, .left], animated: false)
      #expect(scroller.contentOffset == CGPoint(x: 310, y: 0))
      #expect(collectionView.contentOffset == .zero)
    }
  }

  @Test("in a horizontal layout the band scrolls vertically and moves its items down and up")
  func horizontalLayoutBand() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let settings = CarouselSettings()
      let layout = carouselLayout(settings, direction: .horizontal)
      let dataSource = CollectionTestDataSource(counts: [8, 4])
      let collectionView = dataSource.makeCollectionView(
        size: CGSize(width: 390, height: 844), layout: layout)
      collectionView.layoutIfNeeded()
      let scroller = try #require(band(of: collectionView))
      // Eight 150-pt cards, 10 apart: 1,270 pt down a 200-pt-wide band.
      #expect(scroller.frame == CGRect(x: 0, y: 0, width: 200, height: 844))
      #expect(scroller.contentSize == CGSize(width: 200, height: 1_270))
      scroller.contentOffset = CGPoint(x: 0, y: 100)
      collectionView.layoutIfNeeded()
      let second = try #require(
        collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
      // 160 − 100 = 60.
      #expect(abs(second.frame.minY - 60) <= pointTolerance)
      #expect(second.frame.minX == 0)
      #expect(settings.handlerOffsets.last == CGPoint(x: 0, y: 100))
    }
  }
}

@Suite("Compositional orthogonal sections: a long carousel costs what is on screen")
struct CompositionalOrthogonalLongBandTests {
  private let display = HeadlessDisplay(width: 390, height: 844, scale: 3, frameRate: 120)

  @Test("a 10,000-card carousel scrolled to its middle: a rect query reads the cards it meets")
  func longBandQuery() throws {
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
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(100), heightDimension: .absolute(100)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      let layout = CountingAttributesLayout(section: section)
      let collectionView = CollectionTestDataSource(counts: [10_000]).makeCollectionView(
        size: CGSize(width: 390, height: 844), layout: layout)
      collectionView.layoutIfNeeded()
      let scroller = try #require(band(of: collectionView))
      // Card 5,000 spans 500,000…500,100 across: the band's offset 499,900 shows cards
      // 4,999…5,002 (the last from 500,200, 10 pt of it).
      scroller.contentOffset = CGPoint(x: 499_900, y: 0)
      CountingAttributes.frameReads = 0
      let found = layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
      #expect(found.map(\.indexPath.item) == [4_999, 5_000, 5_001, 5_002])
      // Card 4,999 (499,900…500,000 across) sits at the band's leading edge.
      #expect(abs((found.first?.frame.minX ?? .nan) - 0) <= pointTolerance)
      // The cards met and one group more on each side, not every card of the section.
      #expect(CountingAttributes.frameReads <= 12)
    }
  }
}
