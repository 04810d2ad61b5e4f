import TouchCore

/// A typed field value of an output record.
///
/// The case decides the value's grid on the tape and how a comparison treats it: discrete
/// cases (`integer`, `flag`, `symbol`) compare exactly, continuous ones within the tolerance of
/// their class (time, position, scalar).
public enum TapeValue: Hashable, Sendable {
  /// A whole number: an index, a zIndex, a count.
  case integer(Int64)
  /// A yes/no value.
  case flag(Bool)
  /// A word from a small vocabulary: a feedback style, a state, a supplementary kind.
  case symbol(String)
  /// A span of time, stored on the 1 µs grid.
  case duration(TimeAmount)
  /// A coordinate or length in points, stored on the header's position grid (default 1/1000 pt).
  case position(Double)
  /// Any other real number (intensity, sharpness, alpha, angle in radians, velocity in pt/ms,
  /// transform entry), stored on the header's scalar grid (default 1e-6).
  case scalar(Double)
}

/// One named field of an output record.
public struct TapeField: Hashable, Sendable {
  /// The field's name, such as `intensity` or `x`.
  public var name: String
  /// The field's value.
  public var value: TapeValue

  /// Creates a field.
  public init(_ name: String, _ value: TapeValue) {
    self.name = name
    self.value = value
  }
}
