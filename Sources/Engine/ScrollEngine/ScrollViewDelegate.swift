import TouchCore

/// The decisions a ``ScrollViewModel`` asks for when a drag ends: the layout's snapping hook and
/// the delegate's chance to change the target.
///
/// A delegate is a value passed to ``ScrollViewModel/handle(_:delegate:into:)`` for the duration
/// of one call, never stored, so there are no reference cycles and no closures in the
/// engine's state. It is `inout`, so it can record what it decided.
///
/// ```swift
/// /// Snaps to multiples of 100 pt and stops the fling when the target page would not change.
/// struct PageSnapping: ScrollViewDelegate {
///   func targetContentOffset(
///     proposed: Point2D, velocity: Vector2D, in scrollView: ScrollViewModel
///   ) -> Point2D {
///     Point2D(x: (proposed.x / 100).rounded() * 100, y: proposed.y)
///   }
///   mutating func scrollViewWillEndDragging(
///     _ scrollView: ScrollViewModel, velocity: Vector2D, targetContentOffset: inout Point2D
///   ) {
///     if abs(targetContentOffset.x - scrollView.contentOffset.x) < 1 {
///       targetContentOffset = scrollView.contentOffset
///     }
///   }
/// }
/// var scrollView = ScrollViewModel(
///   boundsSize: Size2D(width: 100, height: 400), contentSize: Size2D(width: 1_000, height: 400))
/// var events: [ScrollEvent] = []
/// var snapping = PageSnapping()
/// let lift = TouchSample(
///   id: Touch.ID(1), phase: .ended, location: Point2D(x: 20, y: 200), timestamp: .milliseconds(90))
/// scrollView.handle(.touch(lift), delegate: &snapping, into: &events)
/// ```
public protocol ScrollViewDelegate {
  /// The layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
  /// `velocity` is in points per millisecond (the value the delegate receives; see
  /// docs/physics-model.md#units). The default returns `proposed`.
  mutating func targetContentOffset(
    proposed: Point2D, velocity: Vector2D, in scrollView: ScrollViewModel
  )
    -> Point2D

  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: may change the target.
  /// Ignored for paging scroll views, as UIKit ignores it. The default does nothing.
  mutating func scrollViewWillEndDragging(
    _ scrollView: ScrollViewModel, velocity: Vector2D, targetContentOffset: inout Point2D)

  /// The scroll view's `gestureRecognizerShouldBegin(_:)` for its pan: asked once the touches
  /// have moved past the slop, before `willBeginDragging`. `false` fails the pan: the content
  /// does not move until every finger has lifted. The default returns `true`.
  mutating func shouldBeginDragging(in scrollView: ScrollViewModel) -> Bool
}

// MARK: - Defaults

extension ScrollViewDelegate {
  /// Returns `proposed` unchanged.
  public func targetContentOffset(
    proposed: Point2D, velocity: Vector2D, in scrollView: ScrollViewModel
  )
    -> Point2D
  {
    proposed
  }

  /// Leaves the target unchanged.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollViewModel, velocity: Vector2D, targetContentOffset: inout Point2D
  ) {}

  /// Lets every drag begin.
  public func shouldBeginDragging(in scrollView: ScrollViewModel) -> Bool { true }
}

/// A delegate that neither snaps nor changes targets (a plain `UIScrollView`).
public struct NoSnapping: ScrollViewDelegate, Sendable {
  /// Creates the delegate.
  public init() {}
}
