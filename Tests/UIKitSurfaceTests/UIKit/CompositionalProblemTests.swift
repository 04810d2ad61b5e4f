import HeadlessRuntime
import Testing
import UIKit

// Tolerance: frames within 1e-9 pt (sums of whole points); problem counts exactly.
private let pointTolerance: CGFloat = 1e-9

private func size(
  _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
) -> NSCollectionLayoutSize {
  NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

private func layout(item: NSCollectionLayoutSize, group: NSCollectionLayoutSize)
  -> UICollectionViewCompositionalLayout
{
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: group, subitems: [NSCollectionLayoutItem(layoutSize: item)])
  return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

@Suite("UICollectionViewCompositionalLayout: bad descriptions are reported, never a trap")
struct CompositionalProblemTests {
  private let display = HeadlessDisplay(width: 390, height: 844, scale: 3, frameRate: 120)

  @Test("a NaN width is taken as 0 and reported once, naming the dimension")
  func nanDimension() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let layout = layout(
        item: size(.absolute(.nan), .absolute(50)), group: size(.fractionalWidth(1), .absolute(50)))
      let collectionView = CollectionTestDataSource(counts: [3]).makeCollectionView(
        size: CGSize(width: 390, height: 844), layout: layout)
      let problems = runtime.takeProblems()
      #expect(problems.count >= 1)
      let first = try #require(problems.first)
      #expect(first.type == "UICollectionViewCompositionalLayout")
      #expect(first.message.contains("widthDimension of .absolute(nan)"))
      #expect(problems.allSatisfy { !$0.message.isEmpty })
      // Zero-width items repeat without end: laid out once per group, so one per row.
      let frame = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
      #expect(abs(frame.frame.minY - 100) <= pointTolerance)
      #expect(frame.frame.width == 0)
      #expect(collectionView.contentSize.height == 150)
      // A second pass reports nothing new.
      layout.invalidateLayout()
      collectionView.layoutIfNeeded()
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("a negative height is taken as 0 and reported")
  func negativeDimension() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let layout = layout(
        item: size(.fractionalWidth(0.5), .fractionalHeight(1)),
        group: size(.fractionalWidth(1), .absolute(-40)))
      let collectionView = CollectionTestDataSource(counts: [4]).makeCollectionView(
        size: CGSize(width: 390, height: 844), layout: layout)
      let problems = runtime.takeProblems()
      #expect(problems.count == 1)
      let message = try #require(problems.first?.message)
      #expect(message.contains("heightDimension of .absolute(-40.0) resolves to -40.0"))
      #expect(collectionView.contentSize == CGSize(width: 390, height: 0))
    }
  }

  @Test("zero-sized items in a repeating group are laid out once, not forever")
  func zeroDimension() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let layout = layout(
        item: size(.absolute(0), .absolute(0)), group: size(.fractionalWidth(1), .absolute(10)))
      let collectionView = CollectionTestDataSource(counts: [3]).makeCollectionView(
        size: CGSize(width: 390, height: 844), layout: layout)
      let problems = runtime.takeProblems()
      #expect(problems.count == 1)
      #expect(problems.first?.message.contains("would repeat without end") == true)
      // One item per 10-pt group: three groups.
      #expect(collectionView.contentSize.height == 30)
    }
  }

  @Test("nested groups that would make millions of items stop at 10,000 per group")
  func nestedGroupsAreBounded() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      // 0.002-pt rows fill a 10-pt column 5,000 times; 390 one-point columns would make 1.95
      // million items.
      let row = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(0.002)))
      let column = NSCollectionLayoutGroup.vertical(
        layoutSize: size(.absolute(1), .fractionalHeight(1)), subitems: [row])
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [column])
      let layout = UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(group: group))
      let collectionView = CollectionTestDataSource(counts: [3]).makeCollectionView(
        size: CGSize(width: 390, height: 844), layout: layout)
      let problems = runtime.takeProblems()
      #expect(problems.count == 1)
      #expect(problems.first?.message.contains("more than 10000 items") == true)
      // One group holds all three items.
      #expect(collectionView.contentSize.height == 10)
    }
  }

  @Test("a group whose repeated items overflow it, a huge count, and a nil section")
  func sectionsThatDoNotFit() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let cell = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)))
      let layout = UICollectionViewCompositionalLayout { index, _ in
        switch index {
        case 0:
          return NSCollectionLayoutSection(
            group: .horizontal(
              layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: cell,
              count: 5))
        case 1:
          return NSCollectionLayoutSection(
            group: .vertical(
              layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: cell,
              count: Int.max))
        default:
          return nil
        }
      }
      let collectionView = CollectionTestDataSource(counts: [5, 2, 3]).makeCollectionView(
        size: CGSize(width: 390, height: 844), layout: layout)
      let problems = runtime.takeProblems()
      let messages = problems.map(\.message)
      #expect(problems.count == 3)
      #expect(messages.contains { $0.contains("take 500.0 points along a group of 390.0") })
      #expect(
        messages.contains { $0.contains("asks for \(Int.max) repetitions") })
      #expect(
        problems.contains { $0.call == "sectionProvider" && $0.message.contains("section 2") })
      // Section 0 overflows to x = 400; section 2 has no frames.
      #expect(
        layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minX == 400)
      #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)) == nil)
      #expect(collectionView.contentSize.height == 200)
    }
  }

  @Test("an orthogonal section is not a problem: one band at rest, with its own scroll view")
  func orthogonalFallback() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let cell = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(0.8), .absolute(200)), subitems: [cell])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .groupPaging
      section.interGroupSpacing = 10
      let layout = UICollectionViewCompositionalLayout(section: section)
      let collectionView = CollectionTestDataSource(counts: [3]).makeCollectionView(
        size: CGSize(width: 390, height: 844), layout: layout)
      collectionView.contentOffset = CGPoint(x: 0, y: 10)
      collectionView.layoutIfNeeded()
      #expect(runtime.takeProblems().isEmpty)
      // 0.8 × 390 = 312 wide cards, 10 apart, side by side in a 200-pt band.
      let second = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
      #expect(abs(second.frame.minX - 322) <= 1e-9)
      #expect(abs(second.frame.width - 312) <= 1e-9)
      #expect(second.frame.minY == 0)
      #expect(collectionView.contentSize == CGSize(width: 390, height: 200))
      // The band's scroll view: 3 × 312 + 2 × 10 = 956 pt of content, at rest.
      let bands = collectionView.subviews.compactMap { $0 as? UIScrollView }
      #expect(bands.count == 1)
      #expect(bands.first?.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
      #expect(bands.first?.contentSize == CGSize(width: 956, height: 200))
      #expect(bands.first?.contentOffset == .zero)
    }
  }
}
