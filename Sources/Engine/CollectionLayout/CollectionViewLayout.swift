import TouchCore

/// A headless `UICollectionViewLayout`: a value type that a collection-view model prepares with a
/// ``LayoutContext`` and then asks for attributes, content size and snapping targets.
///
/// Call ``prepare(_:)`` whenever the context changes (every scroll frame when
/// ``shouldInvalidate(forBoundsChange:)`` is `true`), then query.
///
/// ```swift
/// var layout = PizzaHalfSelectorLayout(orientation: .left)
/// let context = LayoutContext(
///   bounds: Rect2D(x: 0, y: 300, width: 196, height: 852), itemCounts: [10])
/// layout.prepare(context)
/// let visible = layout.attributes(in: context.bounds)
/// ```
public protocol CollectionViewLayout: Sendable {
  /// Recomputes whatever the layout caches for `context` (`prepare()`).
  mutating func prepare(_ context: LayoutContext)

  /// The size of the scrollable content, in points (`collectionViewContentSize`).
  var contentSize: Size2D { get }

  /// The attributes of every element the layout shows in `rect`, cells first in index-path order,
  /// then supplementary views (`layoutAttributesForElements(in:)`).
  ///
  /// - Complexity: O(elements in `rect`), independent of the item count.
  func attributes(in rect: Rect2D) -> [LayoutAttributes]

  /// The attributes of the item at `indexPath`, or `nil` if it does not exist
  /// (`layoutAttributesForItem(at:)`).
  func attributes(forItemAt indexPath: ItemIndexPath) -> LayoutAttributes?

  /// The attributes of the supplementary view of `kind` at `indexPath`, or `nil`
  /// (`layoutAttributesForSupplementaryView(ofKind:at:)`).
  func attributes(forSupplementaryOfKind kind: ElementKind, at indexPath: ItemIndexPath)
    -> LayoutAttributes?

  /// Where a fling that would stop at `proposed` should stop instead.
  ///
  /// - Parameters:
  ///   - proposed: The offset the scroll view would decelerate to, in points.
  ///   - velocity: The release velocity in points per millisecond, as UIKit passes it.
  /// - Returns: The target offset and an optional follow-up scroll request.
  func targetContentOffset(proposed: Point2D, velocity: Vector2D) -> SnapDecision

  /// The content offset to use after a bounds or layout change (`targetContentOffset(forProposedContentOffset:)`).
  func targetContentOffset(proposed: Point2D) -> Point2D

  /// Whether a bounds change (a scroll or a resize) requires a new ``prepare(_:)``.
  func shouldInvalidate(forBoundsChange newBounds: Rect2D) -> Bool
}

// MARK: - UIKit's defaults

extension CollectionViewLayout {
  /// No supplementary views by default.
  public func attributes(forSupplementaryOfKind kind: ElementKind, at indexPath: ItemIndexPath)
    -> LayoutAttributes?
  {
    nil
  }

  /// No snapping by default: the proposed offset.
  public func targetContentOffset(proposed: Point2D, velocity: Vector2D) -> SnapDecision {
    SnapDecision(targetContentOffset: proposed)
  }

  /// The proposed offset by default.
  public func targetContentOffset(proposed: Point2D) -> Point2D {
    proposed
  }
}
