import ScrollPhysics
import TouchCore
import TouchInput

/// The engine parameters of a ``ScrollViewModel`` that published sources leave open
/// (docs/physics-model.md#open-parameters): defaults follow the cited open re-implementations
/// and await device calibration.
///
/// ```swift
/// var configuration = ScrollConfiguration(scale: 2)          // iPhone SE pixel grid
/// configuration.minimumFlingVelocity = 500                    // Compose's reverse-engineered floor
/// ```
public struct ScrollConfiguration: Hashable, Sendable {
  /// Device pixels per point; content offsets, and so every resting point of a deceleration,
  /// are rounded to this grid.
  // source: andrewmarinov.com/uiscrollviews-contentoffset-precision (contentOffset pixel
  // rounding) and the calibration flings (docs/physics-model.md#device-flings): the
  // measured rests 2664.5 and 3288.5 are the device rule's 2664.363 and 3288.474 on the @2x grid.
  public var scale: Double
  /// The rubber band's slope at the edge.
  // source: c = 0.55, Grant Paul via squareb.wordpress.com/2013/01/06/31/
  // (docs/physics-model.md#rubber-band).
  public var rubberBandCoefficient: Double = RubberBand.scrollViewCoefficient
  /// The spring that returns overscrolled content.
  // source: super-ultra/ScrollMechanics @ 587660a6 (mass 1, stiffness 100, critically damped;
  // docs/physics-model.md#bounce).
  public var bounceSpring: SpringDescription = .scrollViewBounce
  /// How momentum decays and when it stops: `DecelerationRule.device` (per-millisecond decay,
  /// stop below 10 pt/s, calibrated on measured UIScrollView flings) or
  /// `DecelerationRule.compatibility` (continuous decay, stop below 0.5 pt/s, as Motion and
  /// Compose). The release's proposed target comes from the same rule.
  // source: the calibration device flings
  // (docs/physics-model.md#device-flings); the derivation is on DecelerationRule.device.
  public var deceleration: DecelerationRule = .device
  /// Momentum a fling started during a running fling carries into it; `nil` carries none.
  // source: Flutter widgets/scroll_physics.dart @ 000a6d64 carriedMomentum, fitted to native iOS
  // (docs/physics-model.md#momentum-carry).
  public var momentumCarry: MomentumCarry? = .flutter
  /// Release speeds below this (points per second) do not fling; 0 = every release flings.
  // source: ours — 0, against Compose CupertinoFlingBehavior's unverified 500 pt/s
  // (docs/physics-model.md#minimum-fling).
  public var minimumFlingVelocity: Double = 0
  /// The pan recognizer's slop and velocity estimator.
  public var pan = PanGestureRecognizer.Configuration()
  /// Whether content starts following the finger where the slop was crossed (no jump) rather
  /// than jumping by the slop.
  // source: ours — nothing published settles the slop jump; modern iOS shows none
  // (docs/physics-model.md#touch-slop).
  public var absorbsTouchSlop = true
  /// Timing of `setContentOffset(_:animated: true)` and `scrollRectToVisible(_:animated: true)`.
  // source: BigZaphod/Chameleon @ 84605ede UIKit/Classes/UIScrollView.m
  // UIScrollViewAnimationDuration 0.33 s, quadratic ease-out
  // (docs/physics-model.md#programmatic-scrolling).
  public var programmaticAnimationDuration = TimeAmount.milliseconds(330)
  /// The curve of programmatic animations.
  // source: BigZaphod/Chameleon @ 84605ede, quadratic ease-out
  // (docs/physics-model.md#programmatic-scrolling).
  public var programmaticAnimationCurve = AnimationCurve.quadraticEaseOut
  /// The deceleration rate that carries a paging scroll view to its page.
  // source: ours — .fast (0.99 per ms), the rate super-ultra/CustomPaging @ c6a0ceec projects
  // with (docs/physics-model.md#paging).
  public var pagingDecelerationRate: DecelerationRate = .fast
  /// A release faster than this (points per second) moves to the next page in its direction.
  // source: Flutter widgets/scroll_physics.dart @ 000a6d64 PageScrollPhysics, tolerance velocity
  // 1/(0.05·dpr) at dpr 3 (docs/physics-model.md#paging).
  public var pagingFlickVelocity = 1 / (0.05 * 3)
  /// Whether a touch that stops a deceleration reports `didEndDecelerating` (iOS 13+).
  // source: stackoverflow.com/questions/993280 answer: fired since iOS 13, not on iOS 9/10
  // (docs/physics-model.md#touch-slop).
  public var reportsDecelerationEndOnTouchDown = true

  /// Creates a configuration for a screen with `scale` pixels per point.
  public init(scale: Double = 3) {
    precondition(scale > 0, "scale must be positive")
    self.scale = scale
  }

  /// `value` rounded to the pixel grid.
  func roundedToPixel(_ value: Double) -> Double {
    (value * scale).rounded() / scale
  }

  /// `point` rounded to the pixel grid.
  func roundedToPixel(_ point: Point2D) -> Point2D {
    Point2D(x: roundedToPixel(point.x), y: roundedToPixel(point.y))
  }
}
