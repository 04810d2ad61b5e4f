extension CGRect {
  /// The smallest rectangle holding four points, such as a rectangle's corners after a
  /// projective map; `.null` when one is not finite (checked first, since `min` and `max` would
  /// drop a NaN).
  ///
  /// Four values rather than an array: layers and views convert rectangles on every frame.
  package static func boundingBox(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint)
    -> CGRect
  {
    guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, c.x.isFinite, c.y.isFinite,
      d.x.isFinite, d.y.isFinite
    else { return .null }
    let minX = min(a.x, b.x, c.x, d.x)
    let minY = min(a.y, b.y, c.y, d.y)
    return CGRect(
      x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX,
      height: max(a.y, b.y, c.y, d.y) - minY)
  }
}
