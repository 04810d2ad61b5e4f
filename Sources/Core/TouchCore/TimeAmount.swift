/// A signed span of virtual time in integer nanoseconds (as NIO's `TimeAmount`).
public struct TimeAmount: Hashable, Comparable, Sendable {
  /// The span in nanoseconds.
  public var nanoseconds: Int64

  /// Creates a span from nanoseconds.
  public init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  /// No time.
  public static let zero = TimeAmount(nanoseconds: 0)

  /// Creates a span of `seconds`, rounded to the nearest nanosecond, or `nil` when `seconds`
  /// is not a number, infinite, or beyond what `Int64` nanoseconds hold (about ±292 years).
  ///
  /// The conversion for a value read from input: a tape, a script, a configuration, an option.
  ///
  /// ```swift
  /// TimeAmount(seconds: 0.25)?.nanoseconds  // 250_000_000
  /// TimeAmount(seconds: 1e308)              // nil
  /// ```
  ///
  /// - Parameter seconds: The span in seconds.
  public init?(seconds: Double) {
    guard let nanoseconds = Nanoseconds.exactly(seconds: seconds) else { return nil }
    self.nanoseconds = nanoseconds
  }

  /// A span of `value` seconds, rounded to the nearest nanosecond.
  ///
  /// Saturating, so it never traps: beyond `Int64` nanoseconds (about ±292 years) it is the
  /// longest span of that sign, and a value that is not a number is zero. Input is checked
  /// with ``init(seconds:)`` where it enters.
  ///
  /// - Parameter value: The span in seconds.
  public static func seconds(_ value: Double) -> TimeAmount {
    TimeAmount(nanoseconds: Nanoseconds.saturating(seconds: value))
  }

  /// A span of `value` milliseconds.
  public static func milliseconds(_ value: Int64) -> TimeAmount {
    TimeAmount(nanoseconds: value * 1_000_000)
  }

  /// A span of `value` microseconds.
  public static func microseconds(_ value: Int64) -> TimeAmount {
    TimeAmount(nanoseconds: value * 1_000)
  }

  /// The span of one frame at `hertz` frames per second, rounded to the nearest nanosecond.
  ///
  /// A nominal length: the frames of a clock are at ``Timestamp/tick(_:hertz:)``, which does
  /// not accumulate this rounding.
  public static func frame(hertz: Int) -> TimeAmount {
    precondition(hertz > 0, "frame rate must be positive")
    return TimeAmount(nanoseconds: (1_000_000_000 + Int64(hertz) / 2) / Int64(hertz))
  }

  /// The span in seconds.
  public var seconds: Double { Double(nanoseconds) / 1e9 }

  public static func < (lhs: TimeAmount, rhs: TimeAmount) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }

  public static func + (lhs: TimeAmount, rhs: TimeAmount) -> TimeAmount {
    TimeAmount(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
  }

  public static func - (lhs: TimeAmount, rhs: TimeAmount) -> TimeAmount {
    TimeAmount(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
  }

  public static func * (lhs: TimeAmount, rhs: Int64) -> TimeAmount {
    TimeAmount(nanoseconds: lhs.nanoseconds * rhs)
  }
}
