/// Shrinks a failing fuzz input to a small one that still fails.
///
/// It removes runs of bytes, halving the run length down to single bytes, then lowers single
/// bytes toward zero, keeping each change that still fails (Zeller's delta debugging, on bytes).
/// A gesture session decodes from any bytes, so every candidate is a session; fewer bytes are
/// fewer steps, lower bytes are shorter moves, waits and holds.
///
/// ```swift
/// func problems(of bytes: [UInt8]) -> [String] {
///   (try? GestureSessionInvariants.violations(of: FuzzGestureSession(decoding: bytes))) ?? []
/// }
/// let failing = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "crash-5e1f")))  // a finding
/// let smallest = FuzzInputShrinker.shrink(failing) { !problems(of: $0).isEmpty }
/// ```
public enum FuzzInputShrinker {
  /// The most candidates tried by default, so a slow failure still ends.
  // source: ours — a built-in scene's session checks in milliseconds, so 2,000 is seconds
  public static let maximumAttempts = 2_000

  /// The smallest input found that still fails, trying at most `maximumAttempts` candidates.
  ///
  /// - Parameters:
  ///   - bytes: A failing input.
  ///   - maximumAttempts: The most candidates to try (0 returns `bytes`).
  ///   - stillFails: Whether a candidate still fails.
  public static func shrink(
    _ bytes: [UInt8], maximumAttempts: Int = maximumAttempts, stillFails: ([UInt8]) -> Bool
  ) -> [UInt8] {
    var best = bytes
    var attempts = 0
    var run = max(best.count / 2, 1)
    while run >= 1 && attempts < maximumAttempts {
      var start = 0
      var removedAny = false
      while start < best.count && attempts < maximumAttempts {
        var candidate = best
        candidate.removeSubrange(start..<min(start + run, candidate.count))
        attempts += 1
        if stillFails(candidate) {
          best = candidate
          removedAny = true
        } else {
          start += run
        }
      }
      if !removedAny { run /= 2 }
    }
    for index in best.indices where attempts < maximumAttempts {
      for lower in [0, best[index] / 2] where lower < best[index] {
        var candidate = best
        candidate[index] = lower
        attempts += 1
        if stillFails(candidate) {
          best = candidate
          break
        }
      }
    }
    return best
  }
}
