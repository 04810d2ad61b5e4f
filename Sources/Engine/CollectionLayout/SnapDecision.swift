import TouchCore

/// A layout's answer to "where should this fling stop?": the content offset to decelerate to and,
/// optionally, an item the caller should then scroll to.
///
/// UIKit's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` returns a
/// point and may call `scrollToItem` as a side effect; a value-type layout cannot, so the side
/// effect comes back as ``followUp`` for the scroll-view model to perform.
///
/// ```swift
/// var layout = PizzaHalfSelectorLayout(orientation: .left)
/// layout.prepare(
///   LayoutContext(bounds: Rect2D(x: 0, y: 300, width: 196, height: 852), itemCounts: [10]))
/// let decision = layout.targetContentOffset(
///   proposed: Point2D(x: 0, y: 420), velocity: Vector2D(dx: 0, dy: 0.2))
/// decision.targetContentOffset   // where the fling comes to rest
/// decision.followUp?.indexPath   // the item to scroll to next, if the layout asks for one
/// ```
public struct SnapDecision: Hashable, Sendable {
  /// The content offset to come to rest at, in points.
  public var targetContentOffset: Point2D
  /// An item to scroll to after returning the target, or `nil`.
  public var followUp: ScrollToItemRequest?

  /// Creates a decision.
  public init(targetContentOffset: Point2D, followUp: ScrollToItemRequest? = nil) {
    self.targetContentOffset = targetContentOffset
    self.followUp = followUp
  }
}
