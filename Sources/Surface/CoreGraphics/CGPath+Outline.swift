extension CGPath {
  /// The distance from `point` to the nearest point of the path's outline: its lines, its
  /// curves cut into ``curveSegments`` straight segments, and the closing line of each closed
  /// subpath; infinity for a path with no segment.
  ///
  /// What a stroke covers: a point within half the line width of the outline is on the stroke
  /// (ours: as with round joins and caps, whatever the style's).
  package func outlineDistance(to point: CGPoint) -> CGFloat {
    var nearest = CGFloat.infinity
    for (points, isClosed) in subpaths where points.count > 1 {
      for index in points.indices.dropLast() {
        nearest = min(nearest, Self.distance(from: point, to: points[index], points[index + 1]))
      }
      if isClosed, let first = points.first, let last = points.last {
        nearest = min(nearest, Self.distance(from: point, to: last, first))
      }
    }
    return nearest
  }

  /// The distance from `point` to the segment from `a` to `b`.
  private static func distance(from point: CGPoint, to a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let squared = dx * dx + dy * dy
    // The nearest point's place along the segment, kept on it (0 for a segment of no length).
    let t =
      squared > 0 ? min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / squared, 0), 1) : 0
    let x = a.x + t * dx - point.x
    let y = a.y + t * dy - point.y
    return (x * x + y * y).squareRoot()
  }
}
