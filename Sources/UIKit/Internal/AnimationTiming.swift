import Foundation

/// How an animation's progress follows time.
enum AnimationTiming {
  /// A cubic Bézier from (0, 0) to (1, 1) through two control points (Core Animation's named
  /// timing functions).
  case bezier(CGFloat, CGFloat, CGFloat, CGFloat)
  /// `usingSpringWithDamping:initialSpringVelocity:`.
  case spring(damping: CGFloat, velocity: CGFloat)

  /// The curve `options` select: ease-in-out unless another curve is named (UIKit's default).
  init(_ options: UIView.AnimationOptions) {
    // Control points: Core Animation's documented named timing functions
    // (CAMediaTimingFunctionName: easeIn 0.42,0 / 1,1; easeOut 0,0 / 0.58,1; easeInEaseOut
    // 0.42,0 / 0.58,1; linear).
    switch options.rawValue & (3 << 16) {
    case 1 << 16: self = .bezier(0.42, 0, 1, 1)
    case 2 << 16: self = .bezier(0, 0, 0.58, 1)
    case 3 << 16: self = .bezier(0, 0, 1, 1)
    default: self = .bezier(0.42, 0, 0.58, 1)
    }
  }

  /// Progress (0 at the start, 1 at the end, beyond 1 for a spring's overshoot) at time fraction
  /// `t` in 0…1.
  func progress(at t: CGFloat) -> CGFloat {
    let t = t.isFinite ? min(max(t, 0), 1) : 1
    switch self {
    case .bezier(let x1, let y1, let x2, let y2):
      return Self.bezier(x: t, x1: x1, y1: y1, x2: x2, y2: y2)
    case .spring(let damping, let velocity):
      return Self.spring(t: t, damping: damping, velocity: velocity)
    }
  }

  /// y of the Bézier at x, x solved by bisection (monotone in 0…1 for control x in 0…1).
  private static func bezier(x: CGFloat, x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat)
    -> CGFloat
  {
    func coordinate(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
      let u = 1 - s
      return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var low: CGFloat = 0
    var high: CGFloat = 1
    for _ in 0..<40 {
      let middle = (low + high) / 2
      if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
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
