/// The timing of a programmatic scroll animation: progress in [0, 1] mapped to eased progress
/// (`UIView.AnimationCurve` and `CAMediaTimingFunction` control points).
///
/// ```swift
/// AnimationCurve.easeInOut.value(at: 0.5)  // 0.5
/// AnimationCurve.linear.value(at: 0.25)    // 0.25
/// ```
public enum AnimationCurve: Hashable, Sendable {
  /// Constant speed.
  case linear
  /// `CAMediaTimingFunction(.easeIn)`: cubic Bézier (0.42, 0, 1, 1).
  case easeIn
  /// `CAMediaTimingFunction(.easeOut)`: cubic Bézier (0, 0, 0.58, 1).
  case easeOut
  /// `CAMediaTimingFunction(.easeInEaseOut)`: cubic Bézier (0.42, 0, 0.58, 1).
  case easeInOut
  /// `1 − (1 − p)²`, Chameleon's scroll animation curve.
  case quadraticEaseOut
  /// `2p²` below ½, `−2p² + 4p − 1` from ½: the photos app's `easeInOut` timing function.
  case quadraticEaseInOut
  /// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points.
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

  /// The eased progress for `progress` in [0, 1] (clamped).
  public func value(at progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    switch self {
    case .linear: return p
    case .quadraticEaseOut: return 1 - (1 - p) * (1 - p)
    // source: seed 003, YetAnotherRzmn/PhotosApp @ 0934f0bd PhotosApp/TimingFunctions.swift
    // easeInOut (docs/seed-screens.md#photos).
    case .quadraticEaseInOut: return p < 0.5 ? 2 * p * p : -2 * p * p + 4 * p - 1
    // source: Core Animation's named timing functions (CAMediaTimingFunction documentation).
    case .easeIn: return Self.bezier(p, 0.42, 0, 1, 1)
    case .easeOut: return Self.bezier(p, 0, 0, 0.58, 1)
    case .easeInOut: return Self.bezier(p, 0.42, 0, 0.58, 1)
    case .cubicBezier(let x1, let y1, let x2, let y2): return Self.bezier(p, x1, y1, x2, y2)
    }
  }

  /// Solves x(s) = p for the Bézier parameter by bisection (deterministic, 60 halvings),
  /// then returns y(s).
  private static func bezier(_ p: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> Double
  {
    func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }
    if p == 0 || p == 1 { return p }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if coordinate(mid, x1, x2) < p { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, y1, y2)
  }
}
