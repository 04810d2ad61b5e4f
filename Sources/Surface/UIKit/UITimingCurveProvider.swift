/// Timing a property animator follows: a cubic curve or a spring.
public protocol UITimingCurveProvider {
  /// Which kind of timing this is.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic curve, for cubic timing.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring, for spring timing.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// The kinds of timing a ``UITimingCurveProvider`` gives.
public enum UITimingCurveType: Int, Sendable {
  case builtin, cubic, spring, composed
}
