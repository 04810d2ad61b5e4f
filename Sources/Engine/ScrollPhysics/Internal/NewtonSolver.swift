/// Newton's method with a fixed iteration count, as Flutter's physics library uses it, so
/// results do not depend on a convergence test.
enum NewtonSolver {
  /// Refines `initialGuess` `iterations` times; `evaluate` returns the function and its derivative.
  static func root(
    initialGuess: Double, iterations: Int, _ evaluate: (Double) -> (value: Double, slope: Double)
  ) -> Double {
    var guess = initialGuess
    for _ in 0..<iterations {
      let (value, slope) = evaluate(guess)
      guess -= value / slope
    }
    return guess
  }
}
