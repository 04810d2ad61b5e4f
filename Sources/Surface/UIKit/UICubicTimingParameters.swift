/// A cubic Bézier timing curve for a property animator: one of UIKit's curves, or two control
/// points.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The built-in curve, `.easeInOut` for control points (UIKit reports it so).
  public let animationCurve: UIView.AnimationCurve
  /// The first control point.
  public let controlPoint1: CGPoint
  /// The second control point.
  public let controlPoint2: CGPoint
  let isBuiltIn: Bool

  /// Ease in and out.
  public override convenience init() { self.init(animationCurve: .easeInOut) }

  /// One of UIKit's curves.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    (controlPoint1, controlPoint2) = Self.points(of: curve)
    isBuiltIn = true
    super.init()
  }

  /// The curve through `point1` and `point2`.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    isBuiltIn = false
    super.init()
  }

  open var timingCurveType: UITimingCurveType { isBuiltIn ? .builtin : .cubic }
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  open var springTimingParameters: UISpringTimingParameters? { nil }

  /// Core Animation's control points for UIKit's curve `curve` (its named timing function's).
  private static func points(of curve: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
    let function = AnimationTiming.curveFunction(of: curve.options)
    return (
      CGPoint(x: CGFloat(function.c1.0), y: CGFloat(function.c1.1)),
      CGPoint(x: CGFloat(function.c2.0), y: CGFloat(function.c2.1))
    )
  }
}
