import TouchCore

/// A curve from (0, 0) to (1, 1) that maps the fraction of a keyframe's time that has passed to
/// the fraction of its change: how fast a ``LinearKeyframe`` moves along its way.
///
/// The Bézier curves use Core Animation's control points (the ease curves of `Animation`); the
/// circular ones are quarters of a unit circle, as Apple documents them.
///
/// ```swift
/// import SwiftUI
///
/// let halfway = UnitCurve.easeInOut.value(at: 0.5)  // 0.5
/// ```
public struct UnitCurve: Hashable, Sendable {
  enum Shape: Hashable, Sendable {
    case linear
    /// A cubic Bézier with control points (x1, y1) and (x2, y2).
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
  }

  let shape: Shape

  /// Constant speed: the value is the progress.
  public static let linear = UnitCurve(shape: .linear)
  /// Slow at the start (control points 0.42 0 1 1).
  public static let easeIn = UnitCurve(shape: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
  /// Slow at the end (0 0 0.58 1).
  public static let easeOut = UnitCurve(shape: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
  /// Slow at the start and the end (0.42 0 0.58 1).
  public static let easeInOut = UnitCurve(shape: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
  /// The bottom-right quarter of a unit circle: `1 − √(1 − x²)`.
  public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
  /// The top-left quarter of a unit circle: `√(1 − (1 − x)²)`.
  public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
  /// The circular ease-in for the first half, the circular ease-out for the second.
  public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

  /// A cubic Bézier from (0, 0) to (1, 1) through `startControlPoint` and `endControlPoint`;
  /// their x coordinates are clamped to 0…1, as SwiftUI clamps them.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
    -> UnitCurve
  {
    UnitCurve(
      shape: .bezier(
        x1: min(max(Double(startControlPoint.x), 0), 1), y1: Double(startControlPoint.y),
        x2: min(max(Double(endControlPoint.x), 0), 1), y2: Double(endControlPoint.y)))
  }

  /// The fraction of the change at `progress` (clamped to 0…1; NaN is 0).
  public func value(at progress: Double) -> Double {
    let x = progress.clampedToUnit
    switch shape {
    case .linear:
      return x
    case .bezier(let x1, let y1, let x2, let y2):
      // Core Animation's solver: Newton's method, then bisection (never loops forever).
      return CAMediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
        .value(atFraction: x)
    case .circularEaseIn:
      return 1 - (1 - x * x).squareRoot()
    case .circularEaseOut:
      return (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularEaseInOut:
      return x < 0.5
        ? 0.5 * (1 - (1 - 4 * x * x).squareRoot())
        : 0.5 * ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1)
    }
  }

  /// How fast the value changes at `progress`, per unit of progress (a one-sided difference of
  /// ``value(at:)`` over 10⁻⁶ at the ends; ours: finite where the curve is vertical).
  public func velocity(at progress: Double) -> Double {
    if shape == .linear { return 1 }
    let step = 1e-6
    let x = progress.clampedToUnit
    let low = max(x - step, 0)
    let high = min(x + step, 1)
    return (value(at: high) - value(at: low)) / (high - low)
  }
}
