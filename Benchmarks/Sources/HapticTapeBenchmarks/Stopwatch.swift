/// Measures elapsed monotonic time for benchmarks (never used by the library or its tests).
struct Stopwatch {
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant

  init() {
    start = clock.now
  }

  /// Seconds since the stopwatch started.
  var elapsedSeconds: Double {
    let elapsed = clock.now - start
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// Runs `body` `repetitions` times and returns the best (smallest) wall time in seconds,
  /// which is the least disturbed by other processes on a shared machine.
  static func best(of repetitions: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<repetitions {
      let watch = Stopwatch()
      body()
      best = min(best, watch.elapsedSeconds)
    }
    return best
  }
}
