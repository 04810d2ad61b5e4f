import TouchCore
import TouchModel

/// One output of a ``ScrollViewModel``: a `UIScrollViewDelegate` callback, in UIKit's order, or a
/// fact about touches, with the time it happened.
///
/// ```swift
/// var events: [ScrollEvent] = []
/// scrollView.handle(.frameTicked(at: .milliseconds(16)), into: &events)
/// // [ScrollEvent(.didScroll(Point2D(x: 0, y: 12.5)), at: .milliseconds(16)), …]
/// ```
public struct ScrollEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// `scrollViewWillBeginDragging`: the pan began.
    case willBeginDragging
    /// `scrollViewDidScroll` with the new content offset.
    case didScroll(Point2D)
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the release velocity in
    /// points per **millisecond** (content-offset direction), the natural resting point, and
    /// the target after the layout's snapping and the delegate.
    case willEndDragging(velocity: Vector2D, proposedTarget: Point2D, target: Point2D)
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    case didEndDragging(willDecelerate: Bool)
    /// `scrollViewWillBeginDecelerating`.
    case willBeginDecelerating
    /// `scrollViewDidEndDecelerating`.
    case didEndDecelerating
    /// `scrollViewDidEndScrollingAnimation`: an animated programmatic scroll finished.
    case didEndScrollingAnimation
    /// A touch began while user interaction was off; its samples are dropped until it lifts.
    case touchDropped(Touch.ID)
    /// The drag was cancelled (pan disabled, scrolling disabled or a cancelled touch).
    case dragCancelled
  }

  /// What happened.
  public var kind: Kind
  /// When it happened.
  public var timestamp: Timestamp

  /// Creates an event.
  public init(_ kind: Kind, at timestamp: Timestamp) {
    self.kind = kind
    self.timestamp = timestamp
  }
}
