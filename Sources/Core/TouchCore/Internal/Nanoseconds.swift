/// Seconds as a `Double` to whole nanoseconds in an `Int64`, the one conversion behind
/// ``Timestamp`` and ``TimeAmount``, without the trap of `Int64(_:)` on a value that does not fit.
enum Nanoseconds {
  /// `seconds` rounded to the nearest nanosecond, or `nil` when that is not a number, infinite
  /// or beyond `Int64` (about ±292 years).
  static func exactly(seconds: Double) -> Int64? {
    // `Int64(exactly:)` is nil for NaN, ±infinity and any whole value outside Int64, where
    // `Int64(_:)` would trap; the product of a finite value overflows to infinity at worst.
    Int64(exactly: (seconds * 1e9).rounded())
  }

  /// `seconds` rounded to the nearest nanosecond, clamped to `Int64`; zero when `seconds` is
  /// not a number.
  static func saturating(seconds: Double) -> Int64 {
    if let nanoseconds = exactly(seconds: seconds) { return nanoseconds }
    if seconds.isNaN { return 0 }
    return seconds < 0 ? .min : .max
  }
}
