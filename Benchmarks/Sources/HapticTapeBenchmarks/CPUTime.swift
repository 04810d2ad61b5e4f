import Foundation

/// The calling thread's CPU time, which a busy shared machine inflates far less than wall time.
enum CPUTime {
  /// Seconds of CPU time this thread has used.
  static var now: Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// Runs `body` `repetitions` times and returns the smallest CPU time in seconds.
  static func best(of repetitions: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<repetitions {
      let start = now
      body()
      best = min(best, now - start)
    }
    return best
  }
}
