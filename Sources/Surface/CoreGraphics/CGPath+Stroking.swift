import Foundation

extension CGPath {
  /// The area a stroke of the path covers, as a path to fill (nonzero winding): each segment of
  /// the outline a rectangle `lineWidth` wide, each point where segments meet, and each end, a
  /// disc of that width.
  ///
  /// Approximate (ours): every join and cap is round, whatever `lineCap`, `lineJoin` and
  /// `miterLimit` say, as HapticTape hit-tests strokes; the discs are 16-sided. Curves are cut
  /// into straight segments first. Every piece winds the same way, so overlaps fill.
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
    miterLimit: CGFloat, transform: CGAffineTransform = .identity
  ) -> CGPath {
    let outline = CGMutablePath()
    let half = lineWidth / 2
    guard half > 0, half.isFinite else { return outline }
    for (points, isClosed) in subpaths {
      var corners = points
      if isClosed, let first = points.first, points.count > 1 { corners.append(first) }
      for index in corners.indices.dropLast() {
        Self.addBand(from: corners[index], to: corners[index + 1], half, to: outline, transform)
      }
      for point in points { Self.addDisc(at: point, half, to: outline, transform) }
    }
    return outline
  }

  /// The rectangle `2 × half` wide about the segment from `a` to `b` (nothing for a point).
  private static func addBand(
    from a: CGPoint, to b: CGPoint, _ half: CGFloat, to outline: CGMutablePath,
    _ transform: CGAffineTransform
  ) {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0, length.isFinite else { return }
    let nx = -dy / length * half
    let ny = dx / length * half
    addPolygon(
      [
        CGPoint(x: a.x - nx, y: a.y - ny), CGPoint(x: b.x - nx, y: b.y - ny),
        CGPoint(x: b.x + nx, y: b.y + ny), CGPoint(x: a.x + nx, y: a.y + ny),
      ], to: outline, transform)
  }

  /// A 16-sided disc of radius `half` about `center`.
  private static func addDisc(
    at center: CGPoint, _ half: CGFloat, to outline: CGMutablePath,
    _ transform: CGAffineTransform
  ) {
    guard center.x.isFinite, center.y.isFinite else { return }
    let corners = (0..<16).map { step in
      let angle = CGFloat(step) * .pi / 8
      return CGPoint(x: center.x + half * cos(angle), y: center.y + half * sin(angle))
    }
    addPolygon(corners, to: outline, transform)
  }

  /// `corners` as a closed subpath, reversed first if needed so that every piece winds the same
  /// way (positive signed area).
  private static func addPolygon(
    _ corners: [CGPoint], to outline: CGMutablePath, _ transform: CGAffineTransform
  ) {
    var area: CGFloat = 0
    for index in corners.indices {
      let a = corners[index]
      let b = corners[(index + 1) % corners.count]
      area += a.x * b.y - b.x * a.y
    }
    let ordered = area < 0 ? Array(corners.reversed()) : corners
    outline.addLines(between: ordered, transform: transform)
    outline.closeSubpath()
  }
}
