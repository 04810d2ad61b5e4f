/// A cubic Bézier timing function from (0, 0) to (1, 1) with two control points, as
/// `CAMediaTimingFunction(controlPoints:)` defines it.
struct CubicBezierTiming: Sendable {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  /// The curve's `y` where its `x` equals `fraction` (both in `0...1`).
  ///
  /// `x(s)` is monotonic for control points with `x` in `0...1`, so bisection always
  /// converges; 60 halvings reach the last bit of a `Double` in `0...1`.
  func progress(at fraction: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if Self.coordinate(middle, x1, x2) < fraction { low = middle } else { high = middle }
    }
    return Self.coordinate((low + high) / 2, y1, y2)
  }

  /// One coordinate of the Bézier at parameter `s`, with end points 0 and 1.
  private static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
  }
}
