/// One step of a path as ``CGPath/applyWithBlock(_:)`` and ``CGPath/apply(info:function:)``
/// hand it out: its kind and its points, as CoreGraphics declares it.
///
/// `points` holds one point for a move or a line, the control point then the end for a
/// quadratic curve, both control points then the end for a cubic one, none for a close. It is
/// valid only during the call that receives it.
public struct CGPathElement {
  /// The kind of step.
  public var type: CGPathElementType
  /// The step's points (see above).
  public var points: UnsafeMutablePointer<CGPoint>

  /// An element of `type` with `points`.
  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
    self.type = type
    self.points = points
  }
}
