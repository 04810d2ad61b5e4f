import TouchCore

/// How far a replayed output may stray from the recorded one and still match.
///
/// Discrete data (kinds, names, streams, field names, integers, flags, symbols) always compares
/// exactly; each continuous ``Tape/TapeValue`` class has its own tolerance. The defaults are
/// ours (the "Recording and replaying" article): time 1 ms, position 0.5 pt, intensity and
/// sharpness 0.01.
public struct TraceTolerance: Hashable, Sendable {
  /// Allowed difference of timestamps and durations.
  public var time: TimeAmount
  /// Allowed difference of positions, in points.
  public var position: Double
  /// Allowed difference of scalar values: intensity, sharpness, alpha, angles (radians),
  /// velocities (pt/ms) and transform entries.
  public var scalar: Double

  /// Creates a tolerance.
  public init(time: TimeAmount = .milliseconds(1), position: Double = 0.5, scalar: Double = 0.01) {
    precondition(time >= .zero && position >= 0 && scalar >= 0, "tolerances must not be negative")
    self.time = time
    self.position = position
    self.scalar = scalar
  }

  /// The defaults (ours): time 1 ms, position 0.5 pt, intensity/sharpness 0.01.
  public static let `default` = TraceTolerance()

  /// Bit-exact comparison.
  public static let exact = TraceTolerance(time: .zero, position: 0, scalar: 0)
}
