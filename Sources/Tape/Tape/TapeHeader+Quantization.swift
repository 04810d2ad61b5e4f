import TouchCore

// MARK: - Quantization

extension TapeHeader.Grids {
  /// The largest magnitude a grid integer may have: 2^53, where doubles stop being exact.
  // Computed and inlinable: a stored `static let` is read through its lazy initializer on every
  // value a replay rounds.
  // source: IEEE-754 doubles are exact to 2^53
  @inlinable static var maximumMagnitude: Int64 { 1 << 53 }

  /// `value` as an integer number of grid steps of `unitsPerWhole` per unit.
  ///
  /// - Throws: ``TapeError/Code/nonFiniteValue`` for NaN or ±∞,
  ///   ``TapeError/Code/valueOutOfRange`` past ±2^53 steps.
  @inline(__always)
  static func steps(_ value: Double, unitsPerWhole: Int64, _ what: @autoclosure () -> String)
    throws(TapeError) -> Int64
  {
    guard value.isFinite else {
      throw TapeError(
        .nonFiniteValue, "\(what()) is \(value)",
        hint: "only finite numbers can be recorded; fix the producer of this value")
    }
    let product = value * Double(unitsPerWhole)
    // Checked before rounding: rounding never crosses 2^53, itself a whole number.
    guard abs(product) <= Double(maximumMagnitude) else {
      throw TapeError(
        .valueOutOfRange, "\(what()) \(value) is beyond ±2^53 grid steps",
        hint: "record values in points or seconds, within the grid's range")
    }
    return roundedToNearest(product)
  }

  /// `value` rounded half away from zero, as `value.rounded()`, for |value| ≤ 2^53.
  ///
  /// Without SSE4.1 `rounded()` is a call into libm for every number a tape stores; the
  /// conversion truncates in one instruction and the remainder it leaves is exact.
  @inlinable @inline(__always)
  static func roundedToNearest(_ value: Double) -> Int64 {
    let truncated = Int64(value)
    let remainder = value - Double(truncated)
    if remainder >= 0.5 { return truncated + 1 }
    if remainder <= -0.5 { return truncated - 1 }
    return truncated
  }

  /// A position in points as steps of the position grid.
  @inline(__always)
  func positionSteps(_ value: Double, _ what: @autoclosure () -> String) throws(TapeError) -> Int64
  {
    try Self.steps(value, unitsPerWhole: positionUnitsPerPoint, what())
  }

  /// A scalar as steps of the scalar grid.
  @inline(__always)
  func scalarSteps(_ value: Double, _ what: @autoclosure () -> String) throws(TapeError) -> Int64 {
    try Self.steps(value, unitsPerWhole: scalarUnitsPerUnit, what())
  }

  /// The position `steps` stands for, in points.
  @inline(__always)
  func position(_ steps: Int64) -> Double { Double(steps) / Double(positionUnitsPerPoint) }

  /// The scalar `steps` stands for.
  @inline(__always)
  func scalar(_ steps: Int64) -> Double { Double(steps) / Double(scalarUnitsPerUnit) }

  /// `value` rounded to the position grid.
  public func quantizedPosition(_ value: Double) throws -> Double {
    position(try positionSteps(value, "position"))
  }

  /// `value` rounded to the scalar grid.
  public func quantizedScalar(_ value: Double) throws -> Double {
    scalar(try scalarSteps(value, "scalar"))
  }
}

// MARK: - Time

/// Whole microseconds, the tape's time grid, and the range they may take so nanosecond
/// conversions never overflow.
enum TapeTime {
  /// The largest magnitude of a time in microseconds: `Int64.max / 2000` (ours), about 146
  /// years, so a time converts to nanoseconds and the difference of any two times (a tape's
  /// duration) still fits in `Int64` nanoseconds.
  static let maximumMicroseconds: Int64 = Int64.max / 2_000

  static func isValid(_ microseconds: Int64) -> Bool {
    microseconds >= -maximumMicroseconds && microseconds <= maximumMicroseconds
  }
}
