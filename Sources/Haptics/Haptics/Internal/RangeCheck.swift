/// Builder-side validation: a value outside its range is rejected, never clamped (clamping with a
/// warning is the importer's job).
enum RangeCheck {
  /// Returns `value` if it is finite and inside `range`, otherwise throws
  /// ``HapticError/Code/valueOutOfRange`` naming `name`.
  static func checked(
    _ value: Double, in range: ClosedRange<Double>, _ name: String
  ) throws(HapticError) -> Double {
    guard value.isFinite, range.contains(value) else {
      throw HapticError(
        .valueOutOfRange,
        "\(name) \(value) is outside \(range.lowerBound)…\(range.upperBound)")
    }
    return value
  }

  /// A time or duration in seconds: finite, not negative and at most
  /// ``HapticLimits/maximumTime``.
  static func time(_ value: Double, _ name: String = "time") throws(HapticError) -> Double {
    try checked(value, in: 0...HapticLimits.maximumTime, name)
  }
}
