/// Unweighted least-squares fit of `value = b₀ + b₁·t + b₂·t²` by Gram–Schmidt QR, the method
/// of Flutter's `LeastSquaresSolver` (so estimates agree to rounding).
enum QuadraticFit {
  /// Smallest column norm accepted.
  // source: Flutter lsq_solver.dart, `precisionErrorTolerance` = 1e-10.
  private static let degenerateNorm = 1e-10

  /// `b₁`, the slope at `t = 0`, or `nil` when the times cannot support a quadratic.
  static func slopeAtZero(times: [Double], values: [Double]) -> Double? {
    let count = times.count
    guard count >= 3 else { return nil }
    // Columns of A: 1, t, t².
    var a = [[Double]](repeating: [Double](repeating: 1, count: count), count: 3)
    for h in 0..<count {
      a[1][h] = times[h]
      a[2][h] = times[h] * times[h]
    }
    var q = a
    var r = [[Double]](repeating: [0, 0, 0], count: 3)
    for j in 0..<3 {
      for i in 0..<j {
        let dot = zip(q[j], q[i]).reduce(0) { $0 + $1.0 * $1.1 }
        for h in 0..<count { q[j][h] -= dot * q[i][h] }
      }
      let norm = q[j].reduce(0) { $0 + $1 * $1 }.squareRoot()
      guard norm >= degenerateNorm else { return nil }
      for h in 0..<count { q[j][h] /= norm }
      for i in 0..<3 {
        r[j][i] = i < j ? 0 : zip(q[j], a[i]).reduce(0) { $0 + $1.0 * $1.1 }
      }
    }
    var coefficients = [0.0, 0, 0]
    for i in stride(from: 2, through: 0, by: -1) {
      var value = zip(q[i], values).reduce(0) { $0 + $1.0 * $1.1 }
      for j in stride(from: 2, to: i, by: -1) { value -= r[i][j] * coefficients[j] }
      coefficients[i] = value / r[i][i]
    }
    return coefficients[1]
  }
}
