/// A point on a session's virtual clock: integer nanoseconds since the session began.
///
/// Engines never read a wall clock; they are stepped with explicit timestamps, so the same
/// inputs give the same outputs. Tapes store time as integer microseconds (see ``microseconds``).
///
/// ```swift
/// let t = Timestamp.seconds(1.5) + .milliseconds(8)
/// t.seconds  // 1.508
/// ```
public struct Timestamp: Hashable, Comparable, Sendable {
  /// Nanoseconds since the start of the session.
  public var nanoseconds: Int64

  /// Creates a timestamp from nanoseconds since the start of the session.
  public init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  /// The start of the session.
  public static let zero = Timestamp(nanoseconds: 0)

  /// Creates a timestamp `seconds` after the start, rounded to the nearest nanosecond, or
  /// `nil` when `seconds` is not a number, infinite, or beyond what `Int64` nanoseconds hold
  /// (about ±292 years).
  ///
  /// The conversion for a value read from input: a tape, a script, a configuration, an option.
  ///
  /// ```swift
  /// Timestamp(seconds: 1.5)?.nanoseconds  // 1_500_000_000
  /// Timestamp(seconds: .nan)              // nil
  /// ```
  ///
  /// - Parameter seconds: Seconds since the start of the session.
  public init?(seconds: Double) {
    guard let nanoseconds = Nanoseconds.exactly(seconds: seconds) else { return nil }
    self.nanoseconds = nanoseconds
  }

  /// A timestamp `value` seconds after the start, rounded to the nearest nanosecond.
  ///
  /// Saturating, so it never traps: beyond `Int64` nanoseconds (about ±292 years) it is the
  /// first or last instant, and a value that is not a number is the start. Input is checked
  /// with ``init(seconds:)`` where it enters.
  ///
  /// - Parameter value: Seconds since the start of the session.
  public static func seconds(_ value: Double) -> Timestamp {
    Timestamp(nanoseconds: Nanoseconds.saturating(seconds: value))
  }

  /// A timestamp `value` milliseconds after the start.
  public static func milliseconds(_ value: Int64) -> Timestamp {
    Timestamp(nanoseconds: value * 1_000_000)
  }

  /// A timestamp `value` microseconds after the start.
  public static func microseconds(_ value: Int64) -> Timestamp {
    Timestamp(nanoseconds: value * 1_000)
  }

  /// Tick `index` of a clock running at `hertz` ticks per second from the start of the
  /// session: `index · 10⁹ / hertz` ns, truncated toward zero.
  ///
  /// Display frames and touch scans both sit on this grid, computed from the tick count rather
  /// than by adding a rounded interval, so they never drift apart (adding the 8 333 333 ns of
  /// a rounded 120 Hz frame drifts 40 ns per second).
  ///
  /// ```swift
  /// Timestamp.tick(3, hertz: 120).nanoseconds    // 25_000_000
  /// Timestamp.tick(120, hertz: 120)              // exactly 1 s
  /// ```
  public static func tick(_ index: Int64, hertz: Int) -> Timestamp {
    precondition(hertz > 0, "clock rate must be positive")
    // `index · 10⁹ / hertz` without the product that overflows for a far tick (a decoded time
    // hours or years in): whole seconds, then the remaining ticks; saturates at the ends.
    let rate = Int64(hertz)
    let (seconds, remainder) = index.quotientAndRemainder(dividingBy: rate)
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    let (sum, overflowed) = whole.addingReportingOverflow(remainder * 1_000_000_000 / rate)
    guard !overflow, !overflowed else { return Timestamp(nanoseconds: index < 0 ? .min : .max) }
    return Timestamp(nanoseconds: sum)
  }

  /// Seconds since the start, as a `Double` (the unit simulations use).
  public var seconds: Double { Double(nanoseconds) / 1e9 }

  /// Microseconds since the start, rounded half away from zero: the tape's time grid.
  public var microseconds: Int64 {
    let (q, r) = nanoseconds.quotientAndRemainder(dividingBy: 1_000)
    if r >= 500 { return q + 1 }
    if r <= -500 { return q - 1 }
    return q
  }

  /// The timestamp snapped to the tape's 1 µs grid.
  public var roundedToMicroseconds: Timestamp { .microseconds(microseconds) }

  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }

  /// The time elapsed from `rhs` to `lhs`.
  public static func - (lhs: Timestamp, rhs: Timestamp) -> TimeAmount {
    TimeAmount(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
  }

  /// The timestamp `amount` later.
  public static func + (lhs: Timestamp, rhs: TimeAmount) -> Timestamp {
    Timestamp(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
  }

  /// The timestamp `amount` earlier.
  public static func - (lhs: Timestamp, rhs: TimeAmount) -> Timestamp {
    Timestamp(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
  }

  /// Moves the timestamp `amount` later.
  public static func += (lhs: inout Timestamp, rhs: TimeAmount) {
    lhs.nanoseconds += rhs.nanoseconds
  }
}
