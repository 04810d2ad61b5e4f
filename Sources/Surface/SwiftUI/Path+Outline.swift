extension Path {
  /// A line from the current point to where a circle of `radius` touches the line towards
  /// `tangent1End`, then the arc to where it touches the line on to `tangent2End` (a rounded
  /// corner); a line to `tangent1End` when the points are in line.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let path = cgPath.mutableCopy() ?? CGMutablePath()
    path.addArc(
      tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    self = Path(path)
  }

  /// The path moved by `dx` and `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// The area a stroke of the path in `style` covers, as a path to fill (approximate: joins and
  /// caps round, dashes ignored; see `CGPath.copy(strokingWithWidth:…)`).
  public func strokedPath(_ style: StrokeStyle) -> Path {
    Path(
      cgPath.copy(
        strokingWithWidth: style.lineWidth, lineCap: style.lineCap, lineJoin: style.lineJoin,
        miterLimit: style.miterLimit))
  }
}
