/// Seconds to whole milliseconds, the unit both Android and the web take.
enum Milliseconds {
  /// The largest magnitude kept: 2⁵³ ms, beyond any time a timeline holds
  /// (`HapticLimits.maximumTime` is 2⁵³ µs), so the conversion to `Int` cannot trap.
  private static let bound = 9_007_199_254_740_992.0

  /// `seconds` rounded half away from zero to whole milliseconds; 0 for a value that is not
  /// finite.
  static func rounded(_ seconds: Double) -> Int {
    guard seconds.isFinite else { return 0 }
    let value = (seconds * 1_000).rounded()
    return Int(min(max(value, -bound), bound))
  }
}
