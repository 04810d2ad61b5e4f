import HeadlessRuntime
import Testing
import UIKit

// Tolerance: none; widths are whole points.

/// A menu layout as pager libraries write one: items in a row at an estimated width until each
/// cell says how wide it wants to be, then at that width.
private final class MenuLayout: UICollectionViewLayout {
  var widths: [Int: CGFloat] = [:]
  var asked: [Int] = []
  /// Whether the layout takes the cells' widths; one that does not keeps its 40 pt estimate.
  var followsCells = true
  private var frames: [CGRect] = []

  override func prepare() {
    super.prepare()
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    var x: CGFloat = 0
    frames = (0..<count).map { item in
      let width = widths[item] ?? 40
      defer { x += width }
      return CGRect(x: x, y: 0, width: width, height: 50)
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: frames.last?.maxX ?? 0, height: 50)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    frames.indices.map { item in
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = frames[item]
      return attributes
    }
  }

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    asked.append(preferredAttributes.indexPath.item)
    return followsCells && preferredAttributes.frame.width != originalAttributes.frame.width
  }

  override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    widths[preferredAttributes.indexPath.item] = preferredAttributes.frame.width
    return super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
  }
}

/// A title cell that wants 50 points per item number.
private final class TitleCell: UICollectionViewCell {
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes.frame.size.width = CGFloat(layoutAttributes.indexPath.item + 1) * 50
    return layoutAttributes
  }
}

/// A cell that never settles: each answer is wider than what it was given.
private final class GrowingCell: UICollectionViewCell {
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes.frame.size.width += 1
    return layoutAttributes
  }
}

/// A cell that asks for 30 pt more than it was given, and counts the attributes it is given.
private final class WideningCell: UICollectionViewCell {
  var applied = 0

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    applied += 1
  }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes.frame.size.width += 30
    return layoutAttributes
  }
}

@Suite("Self-sizing cells: preferred attributes invalidate a layout that asks for them")
struct CollectionSelfSizingTests {
  /// A three-item menu of `cell`s, laid out `passes` times.
  private func menu(cell: AnyClass, followsCells: Bool = true, passes: Int = 1)
    -> (UICollectionView, MenuLayout)
  {
    let layout = MenuLayout()
    layout.followsCells = followsCells
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 393, height: 50), collectionViewLayout: layout)
    let source = CollectionTestDataSource(counts: [3])
    collectionView.register(
      cell, forCellWithReuseIdentifier: CollectionTestDataSource.reuseIdentifier)
    collectionView.dataSource = source
    withExtendedLifetime(source) {
      for _ in 0..<passes {
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
      }
    }
    return (collectionView, layout)
  }

  @Test("the cells' widths (50, 100, 150) replace the 40 pt estimate in the same pass")
  func widthsFromCells() {
    let (collectionView, layout) = menu(cell: TitleCell.self)
    let frames = (0..<3).compactMap {
      collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 50, y: 0, width: 100, height: 50),
        CGRect(x: 150, y: 0, width: 150, height: 50),
      ])
    #expect(collectionView.contentSize.width == 300)
    // Asked once per new cell; once the layout gives the preferred widths, nothing is asked.
    #expect(layout.asked == [0, 1, 2])
  }

  @Test("a cell that never settles stops after 8 passes, reported")
  func runawayCell() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    runtime.run { _ = menu(cell: GrowingCell.self) }
    let problems = runtime.takeProblems()
    #expect(problems.count == 1)
    #expect(problems.first?.message.contains("after 8 passes") == true)
  }

  @Test("a cell whose answer the layout ignores keeps its 40 pt frame and is given it once")
  func ignoredAnswer() {
    // Three passes over the same attributes: the cell's answer (70 pt) changes neither what the
    // layout gives nor what the cell was given.
    let (collectionView, layout) = menu(cell: WideningCell.self, followsCells: false, passes: 3)
    let cells = (0..<3).compactMap {
      collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? WideningCell
    }
    #expect(cells.map(\.frame.width) == [40, 40, 40])
    #expect(cells.map(\.applied) == [1, 1, 1])
    #expect(layout.asked == [0, 1, 2])
    let given = collectionView.headlessVisibleAttributes().map(\.frame.width)
    #expect(given == [40, 40, 40])
  }
}
