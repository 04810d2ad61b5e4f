import Testing
import UIKit

// Tolerance: none. Attributes are compared as the same objects or the same index paths.

/// A flow layout that asks to be invalidated on every scroll, as carousels and the seed screens'
/// layouts do, and counts the delegate's size queries through its data source.
private final class ScrollInvalidatingFlowLayout: UICollectionViewFlowLayout {
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

/// A data source that counts how often the flow layout asks for an item's size.
private final class CountingSizes: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  var count: Int
  var queries = 0

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    queries += 1
    return CGSize(width: 80 + CGFloat(indexPath.item % 3) * 20, height: 60)
  }
}

@Suite("UICollectionViewFlowLayout: invalidation contexts and the visible-rect query")
struct CollectionFlowInvalidationTests {
  private func makeCollectionView(
    _ layout: UICollectionViewFlowLayout, source: CountingSizes
  ) -> UICollectionView {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = source
    collectionView.delegate = source
    collectionView.layoutIfNeeded()
    return collectionView
  }

  @Test("a scroll keeps the sizes and attributes; a resize and invalidateLayout() ask again")
  func invalidationRecomputesOnlyWhatItNames() {
    let layout = ScrollInvalidatingFlowLayout()
    let source = CountingSizes(count: 1_000)
    let collectionView = makeCollectionView(layout, source: source)
    #expect(source.queries == 1_000)
    let before = layout.layoutAttributesForItem(at: IndexPath(item: 40, section: 0))

    for step in 1...30 {
      collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
      collectionView.layoutIfNeeded()
    }
    // UIKit's bounds-change context for a scroll names neither the delegate's metrics nor the
    // attributes: nothing is asked again and the prepared objects stand.
    #expect(source.queries == 1_000)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 40, section: 0)) === before)

    collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 852)
    collectionView.layoutIfNeeded()
    #expect(source.queries == 2_000)

    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    #expect(source.queries == 3_000)

    // A flow context that names only the attributes places the items again from the sizes the
    // delegate gave.
    let context = UICollectionViewFlowLayoutInvalidationContext()
    context.invalidateFlowLayoutAttributes = true
    layout.invalidateLayout(with: context)
    collectionView.layoutIfNeeded()
    #expect(source.queries == 3_000)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 40, section: 0)) !== before)
  }

  @Test("the bounds-change context names the attributes and metrics only when the size changes")
  func boundsChangeContext() {
    let layout = UICollectionViewFlowLayout()
    let collectionView = makeCollectionView(layout, source: CountingSizes(count: 10))
    let scrolled = layout.invalidationContext(
      forBoundsChange: CGRect(x: 0, y: 120, width: 393, height: 852))
    let resized = layout.invalidationContext(
      forBoundsChange: CGRect(x: 0, y: 120, width: 300, height: 852))
    let scrolledFlow = scrolled as? UICollectionViewFlowLayoutInvalidationContext
    let resizedFlow = resized as? UICollectionViewFlowLayoutInvalidationContext
    #expect(scrolledFlow?.invalidateFlowLayoutAttributes == false)
    #expect(scrolledFlow?.invalidateFlowLayoutDelegateMetrics == false)
    #expect(resizedFlow?.invalidateFlowLayoutAttributes == true)
    #expect(resizedFlow?.invalidateFlowLayoutDelegateMetrics == true)
    #expect(UICollectionViewFlowLayoutInvalidationContext().invalidateFlowLayoutAttributes == false)
    _ = collectionView
  }

  /// Every item whose frame meets `rect`, by visiting them all.
  private func visitingEvery(_ layout: UICollectionViewFlowLayout, count: Int, in rect: CGRect)
    -> [IndexPath]
  {
    (0..<count).compactMap { item in
      let path = IndexPath(item: item, section: 0)
      guard let frame = layout.layoutAttributesForItem(at: path)?.frame else { return nil }
      // Overlapping, not touching: an item whose edge lies on the rect's is not in it.
      let meets =
        frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY
        && rect.minY < frame.maxY
      return meets ? path : nil
    }
  }

  @Test(
    "the visible-rect query finds what a visit to every item finds, in order",
    arguments: [
      (UICollectionView.ScrollDirection.vertical, CGFloat(10)),
      (.vertical, -25), (.horizontal, 10), (.horizontal, -25),
    ])
  func queryMatchesAVisitToEveryItem(direction: UICollectionView.ScrollDirection, spacing: CGFloat)
  {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = direction
    layout.minimumLineSpacing = spacing
    layout.sectionInset = UIEdgeInsets(top: 7, left: 11, bottom: 13, right: 5)
    let count = 500
    let collectionView = makeCollectionView(layout, source: CountingSizes(count: count))
    let content = layout.collectionViewContentSize
    var checked = 0
    for step in stride(from: -100, through: max(content.width, content.height) + 100, by: 53) {
      let rect =
        direction == .vertical
        ? CGRect(x: 0, y: step, width: 393, height: 211)
        : CGRect(x: step, y: 0, width: 211, height: 852)
      let found = (layout.layoutAttributesForElements(in: rect) ?? []).filter {
        $0.representedElementCategory == .cell
      }
      let expected = visitingEvery(layout, count: count, in: rect)
      #expect(found.map(\.indexPath) == expected, "rect \(rect)")
      checked += 1
    }
    #expect(checked > 10)
    _ = collectionView
  }
}
