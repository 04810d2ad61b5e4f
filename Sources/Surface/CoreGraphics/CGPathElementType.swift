/// The kind of a ``CGPathElement``, with CoreGraphics' raw values.
public enum CGPathElementType: Int32, Sendable {
  /// Starts a subpath at a point.
  case moveToPoint = 0
  /// A straight line to a point.
  case addLineToPoint = 1
  /// A quadratic curve: a control point, then the end.
  case addQuadCurveToPoint = 2
  /// A cubic curve: two control points, then the end.
  case addCurveToPoint = 3
  /// Closes the subpath.
  case closeSubpath = 4
}
