/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) through two control points, mapping the
/// fraction of an animation's duration to the fraction of its change.
///
/// The named functions use the control points Apple documents (``CAMediaTimingFunctionName``).
///
/// ```swift
/// let ease = CAMediaTimingFunction(name: .easeInEaseOut)
/// ```
open class CAMediaTimingFunction: @unchecked Sendable {
  package let c1: (x: Float, y: Float)
  package let c2: (x: Float, y: Float)

  /// The predefined function `name`; an unknown name is the default function (ours: Core
  /// Animation raises).
  public convenience init(name: CAMediaTimingFunctionName) {
    // source: Apple, CAMediaTimingFunctionName (the control points of each named function)
    switch name {
    case .linear: self.init(controlPoints: 0, 0, 1, 1)
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    }
  }

  /// A function through the control points `(c1x, c1y)` and `(c2x, c2y)`.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    c1 = (c1x, c1y)
    c2 = (c2x, c2y)
  }

  /// Writes control point `idx` to `values[0]` and `values[1]`.
  ///
  /// Point 0 is (0, 0), 1 and 2 the given points, 3 is (1, 1). An index outside 0…3 writes nothing (ours: Core Animation
  /// raises).
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let point: (x: Float, y: Float)
    switch idx {
    case 0: point = (0, 0)
    case 1: point = c1
    case 2: point = c2
    case 3: point = (1, 1)
    default: return
    }
    ptr[0] = point.x
    ptr[1] = point.y
  }

  /// The curve's value at `fraction` of the duration: solves `x(s) = fraction` for the Bézier
  /// parameter `s` (Newton's method, then bisection when it stalls) and returns `y(s)`.
  ///
  /// Fractions are clamped to 0…1; NaN gives 0 and non-finite control points give the linear
  /// value (ours: nothing an app passes may trap or loop).
  package func value(atFraction fraction: Double) -> Double {
    guard !fraction.isNaN else { return 0 }
    let x = min(max(fraction, 0), 1)
    let points = [c1.x, c1.y, c2.x, c2.y].map(Double.init)
    guard points.allSatisfy(\.isFinite) else { return x }
    let (x1, y1, x2, y2) = (points[0], points[1], points[2], points[3])
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let inverse = 1 - s
      return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }
    func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let inverse = 1 - s
      return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
    let epsilon = 1e-9
    var s = x
    for _ in 0..<8 {
      let error = bezier(s, x1, x2) - x
      if abs(error) < epsilon { return bezier(s, y1, y2) }
      let derivative = slope(s, x1, x2)
      guard abs(derivative) > 1e-6 else { break }
      s -= error / derivative
      guard s >= 0, s <= 1 else { break }
    }
    // Bisection on 0…1: x(s) is monotonic for control points with x inside 0…1, which Core
    // Animation requires; 60 halvings reach the last bit of a Double.
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<60 {
      s = (low + high) / 2
      let value = bezier(s, x1, x2)
      if abs(value - x) < epsilon { break }
      if value < x { low = s } else { high = s }
    }
    return bezier(s, y1, y2)
  }
}
