import Foundation

extension CGMutablePath {
  /// A line from the current point to where a circle of `radius` touches the line towards
  /// `tangent1End`, then the arc of that circle to where it touches the line from `tangent1End`
  /// to `tangent2End` (Core Graphics' `addArc(tangent1End:tangent2End:radius:transform:)`).
  ///
  /// With no current point the path moves to `tangent1End`; when the three points are in line,
  /// or the radius is zero, the line goes to `tangent1End` and no arc is added, as Core Graphics
  /// does.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard !isEmpty else { return move(to: tangent1End, transform: transform) }
    // The current point is already transformed; the arc is worked out before transforming.
    let start = currentPoint.applying(transform.inverted())
    let v1 = CGVector(dx: start.x - tangent1End.x, dy: start.y - tangent1End.y)
    let v2 = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
    let length1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot()
    let length2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
    let cross = v1.dx * v2.dy - v1.dy * v2.dx
    guard radius > 0, radius.isFinite, length1 > 0, length2 > 0, abs(cross) > 1e-12 else {
      return addLine(to: tangent1End, transform: transform)
    }
    let u1 = CGVector(dx: v1.dx / length1, dy: v1.dy / length1)
    let u2 = CGVector(dx: v2.dx / length2, dy: v2.dy / length2)
    // The angle between the two lines at the corner, and how far from it the circle touches.
    let cosine = min(max(u1.dx * u2.dx + u1.dy * u2.dy, -1), 1)
    let half = acos(cosine) / 2
    let reach = radius / tan(half)
    let first = CGPoint(x: tangent1End.x + u1.dx * reach, y: tangent1End.y + u1.dy * reach)
    let second = CGPoint(x: tangent1End.x + u2.dx * reach, y: tangent1End.y + u2.dy * reach)
    let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
    let bisectorLength = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
    let distance = radius / sin(half)
    let center = CGPoint(
      x: tangent1End.x + bisector.dx / bisectorLength * distance,
      y: tangent1End.y + bisector.dy / bisectorLength * distance)
    addLine(to: first, transform: transform)
    let startAngle = atan2(first.y - center.y, first.x - center.x)
    let endAngle = atan2(second.y - center.y, second.x - center.x)
    // The short way round (less than half a turn): increasing angle when the turn from the
    // first line to the second is positive.
    var sweep = endAngle - startAngle
    if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
    addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + sweep,
      clockwise: sweep > 0, transform: transform)
  }
}
