import TouchCore
import TouchModel

/// One output of a ``ScrollViewModel``: a `UIScrollViewDelegate` callback, in UIKit's order, or a
/// fact about touches, with the time it happened.
///
/// ```swift
/// var scrollView = ScrollViewModel(
///   boundsSize: Size2D(width: 393, height: 852), contentSize: Size2D(width: 393, height: 5_000))
/// var events: [ScrollEvent] = []
/// let touches: [(Touch.Phase, y: Double, ms: Int64)] = [
///   (.began, 600, 0), (.moved, 540, 16), (.moved, 520, 24),
/// ]
/// for (phase, y, ms) in touches {
///   let location = Point2D(x: 200, y: y)
///   let sample = TouchSample(
///     id: Touch.ID(1), phase: phase, location: location, timestamp: .milliseconds(ms))
///   scrollView.handle(.touch(sample), into: &events)
/// }
/// events.map(\.kind)  // [.willBeginDragging, .didScroll(Point2D(x: 0, y: 20))]
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
