/// A projective map between two planes, `[x y 1] · H = [X Y W]`, then `(X/W, Y/W)`: what a
/// layer's geometry does to points of its plane once Core Animation flattens it into its
/// superlayer's plane (the z output is dropped, the next layer reads z = 0).
struct PlaneMap {
  /// Row-major 3×3 entries, inline (a layer's frame is read through a map on every frame).
  var h: InlineArray<9, Double>

  static let identity = PlaneMap(h: [1, 0, 0, 0, 1, 0, 0, 0, 1])

  /// The plane part of a 4×4 row-vector matrix for inputs with z = 0: rows and columns x, y, w.
  init(_ t: CATransform3D) {
    h = [
      Double(t.m11), Double(t.m12), Double(t.m14),
      Double(t.m21), Double(t.m22), Double(t.m24),
      Double(t.m41), Double(t.m42), Double(t.m44),
    ]
  }

  init(h: InlineArray<9, Double>) {
    self.h = h
  }

  /// `self` then `other`.
  func followed(by other: PlaneMap) -> PlaneMap {
    var result = InlineArray<9, Double>(repeating: 0)
    for row in 0..<3 {
      for column in 0..<3 {
        var sum = 0.0
        for k in 0..<3 { sum += h[row * 3 + k] * other.h[k * 3 + column] }
        result[row * 3 + column] = sum
      }
    }
    return PlaneMap(h: result)
  }

  /// The inverse map, or `nil` when the map flattens the plane (a layer turned edge-on or
  /// scaled to zero).
  var inverted: PlaneMap? {
    let (a, b, c, d, e, f, g, i, j) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8])
    var cofactors: InlineArray<9, Double> = [
      e * j - f * i, -(b * j - c * i), b * f - c * e,
      -(d * j - f * g), a * j - c * g, -(a * f - c * d),
      d * i - e * g, -(a * i - b * g), a * e - b * d,
    ]
    let determinant = a * cofactors[0] + b * cofactors[3] + c * cofactors[6]
    guard determinant != 0, determinant.isFinite else { return nil }
    for index in cofactors.indices { cofactors[index] /= determinant }
    return PlaneMap(h: cofactors)
  }

  /// Where `point` lands; a point sent to infinity (W = 0) comes back with infinite coordinates.
  func apply(_ point: CGPoint) -> CGPoint {
    let x = Double(point.x)
    let y = Double(point.y)
    let outX = x * h[0] + y * h[3] + h[6]
    let outY = x * h[1] + y * h[4] + h[7]
    let w = x * h[2] + y * h[5] + h[8]
    guard w != 0 else { return CGPoint(x: CGFloat.infinity, y: .infinity) }
    return CGPoint(x: outX / w, y: outY / w)
  }

  /// The bounding box of `rect`'s four mapped corners; `.null` when a corner is not finite.
  func boundingBox(of rect: CGRect) -> CGRect {
    guard !rect.isNull else { return .null }
    return .boundingBox(
      apply(CGPoint(x: rect.minX, y: rect.minY)), apply(CGPoint(x: rect.maxX, y: rect.minY)),
      apply(CGPoint(x: rect.minX, y: rect.maxY)), apply(CGPoint(x: rect.maxX, y: rect.maxY)))
  }
}
