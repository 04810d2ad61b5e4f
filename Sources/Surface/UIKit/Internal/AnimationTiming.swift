import QuartzCore

/// How an animation's progress follows time.
enum AnimationTiming {
  /// A cubic Bézier timing function (Core Animation's; its solver is QuartzCore's).
  case bezier(CAMediaTimingFunction)
  /// `usingSpringWithDamping:initialSpringVelocity:`.
  case spring(damping: CGFloat, velocity: CGFloat)

  /// The curve `options` select: ease-in-out unless another curve is named (UIKit's default).
  init(_ options: UIView.AnimationOptions) {
    self = .bezier(Self.curveFunction(of: options))
  }

  /// Core Animation's named timing function for the curve `options` select.
  static func curveFunction(of options: UIView.AnimationOptions) -> CAMediaTimingFunction {
    let name: CAMediaTimingFunctionName =
      switch options.rawValue & (3 << 16) {
      case 1 << 16: .easeIn
      case 2 << 16: .easeOut
      case 3 << 16: .linear
      default: .easeInEaseOut
      }
    return CAMediaTimingFunction(name: name)
  }

  /// A cubic Bézier through `point1` and `point2` (Core Animation takes them as floats).
  init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    self = .bezier(
      CAMediaTimingFunction(
        controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y)))
  }

  /// Progress (0 at the start, 1 at the end, beyond 1 for a spring's overshoot) at time fraction
  /// `t` in 0…1.
  func progress(at t: CGFloat) -> CGFloat {
    let t = t.isFinite ? min(max(t, 0), 1) : 1
    switch self {
    case .bezier(let function):
      return CGFloat(function.value(atFraction: Double(t)))
    case .spring(let damping, let velocity):
      return Self.spring(t: t, damping: damping, velocity: velocity)
    }
  }

  /// A damped spring normalised to the animation's duration (ours: UIKit does not publish how
  /// it maps duration and damping to stiffness; the spring settles to within 0.1 % at t = 1).
  private static func spring(t: CGFloat, damping: CGFloat, velocity: CGFloat) -> CGFloat {
    let zeta = damping.isFinite ? min(max(damping, 0.01), 1) : 1
    let v0 = velocity.isFinite ? velocity : 0
    // Choose ω so the envelope e^(−ζωt) reaches 0.001 at t = 1.
    let omega = log(1000) / zeta
    if zeta >= 1 {
      let envelope = exp(-omega * t)
      return 1 - envelope * (1 + (omega - v0) * t)
    }
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    let envelope = exp(-zeta * omega * t)
    let b = (zeta * omega - v0) / omegaD
    return 1 - envelope * (cos(omegaD * t) + b * sin(omegaD * t))
  }
}
