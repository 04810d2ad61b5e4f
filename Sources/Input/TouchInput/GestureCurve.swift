import TouchCore

/// How a scripted drag spreads its distance over its duration.
///
/// A curve maps the elapsed fraction of a drag's duration, `0...1`, to the fraction of its
/// distance covered, `0...1`. Every curve starts at 0 and ends at 1.
///
/// ```swift
/// GestureCurve.linear.progress(at: 0.25)       // 0.25
/// GestureCurve.minimumJerk.progress(at: 0.25)  // 0.103515625
/// ```
public enum GestureCurve: String, Hashable, Sendable, CaseIterable {
  /// Constant speed.
  case linear
  /// Starts slowly, ends fast: Core Animation's `easeIn`, the cubic Bézier (0.42, 0) (1, 1).
  case easeIn
  /// Starts fast, ends slowly: Core Animation's `easeOut`, the cubic Bézier (0, 0) (0.58, 1).
  case easeOut
  /// Slow at both ends: Core Animation's `easeInEaseOut`, the cubic Bézier (0.42, 0) (0.58, 1).
  case easeInOut
  /// The smooth point-to-point movement of a human hand, `10τ³ − 15τ⁴ + 6τ⁵`
  /// (Flash & Hogan, 1985): zero velocity and acceleration at both ends.
  case minimumJerk

  /// The fraction of the distance covered after `fraction` of the duration.
  ///
  /// - Parameter fraction: Elapsed time over duration; clamped to `0...1`.
  /// - Returns: Covered distance over total distance, in `0...1`; exactly 0 and 1 at the ends.
  public func progress(at fraction: Double) -> Double {
    let t = fraction.clampedToUnit
    if t == 0 || t == 1 { return t }
    switch self {
    case .linear:
      return t
    case .easeIn:
      // source: ours — the control points of Core Animation's named timing function easeIn
      return CubicBezierTiming(x1: 0.42, y1: 0, x2: 1, y2: 1).progress(at: t)
    case .easeOut:
      // source: ours — the control points of Core Animation's named timing function easeOut
      return CubicBezierTiming(x1: 0, y1: 0, x2: 0.58, y2: 1).progress(at: t)
    case .easeInOut:
      // source: ours — the control points of Core Animation's named function easeInEaseOut
      return CubicBezierTiming(x1: 0.42, y1: 0, x2: 0.58, y2: 1).progress(at: t)
    case .minimumJerk:
      // source: docs/tape-compression.md#finger-paths (minimum-jerk sub-movements);
      // coefficients 10, −15, 6 from Flash & Hogan (1985)
      let t3 = t * t * t
      return t3 * (10 + t * (-15 + 6 * t))
    }
  }

  /// The curve whose name is `name`, compared without regard to case (`easeOut`, `easeout`).
  public init?(name: String) {
    let lowered = name.lowercased()
    guard let curve = GestureCurve.allCases.first(where: { $0.rawValue.lowercased() == lowered })
    else { return nil }
    self = curve
  }
}
