import Foundation

/// A spring for a property animator (iOS 10): a damping ratio over the animator's duration, or
/// a physical spring whose own settling time is the duration.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// The speed the animated values start at, as a share of the distance per second.
  public let initialVelocity: CGVector
  /// The damping ratio: 1 settles without overshoot, less bounces.
  let dampingRatio: CGFloat
  /// The duration a physical spring takes to settle, which replaces the animator's; nil for a
  /// ratio.
  let settlingDuration: TimeInterval?

  /// A critically damped spring, UIKit's default.
  public override convenience init() { self.init(dampingRatio: 1) }

  /// A spring of damping `ratio`, over the animator's duration.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// A spring of damping `ratio` starting at `velocity`, over the animator's duration.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    initialVelocity = velocity
    settlingDuration = nil
    super.init()
  }

  /// A spring of `mass`, `stiffness` and `damping` starting at `velocity`: its damping ratio
  /// `damping / (2 √(stiffness · mass))`, and the time its envelope takes to fall to 0.1 % as
  /// the animation's duration (the animator's own is ignored, as in UIKit; ours: Apple does not
  /// say how the settling time is measured).
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    let product = stiffness * mass
    let valid = product > 0 && product.isFinite && damping.isFinite && mass > 0
    dampingRatio = valid ? damping / (2 * product.squareRoot()) : 1
    initialVelocity = velocity
    if valid, damping > 0 {
      // The envelope e^(−(c / 2m)·t) reaches 0.001 at t = 2m·ln 1000 / c.
      settlingDuration = TimeInterval(2 * mass * CGFloat(log(1000.0)) / damping)
    } else {
      settlingDuration = nil
    }
    super.init()
  }

  open var timingCurveType: UITimingCurveType { .spring }
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  open var springTimingParameters: UISpringTimingParameters? { self }
}
