import TouchCore

// MARK: - Quantization

extension TapeHeader.Grids {
  /// The largest magnitude a grid integer may have: 2^53, where doubles stop being exact.
  static let maximumMagnitude: Int64 = 1 << 53  // source: IEEE-754 doubles are exact to 2^53

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
    let scaled = (value * Double(unitsPerWhole)).rounded()
    guard abs(scaled) <= Double(maximumMagnitude) else {
      throw TapeError(
        .valueOutOfRange, "\(what()) \(value) is beyond ±2^53 grid steps",
        hint: "record values in points or seconds, within the grid's range")
    }
    return Int64(scaled)
  }

  /// A position in points as steps of the position grid.
  func positionSteps(_ value: Double, _ what: @autoclosure () -> String) throws(TapeError) -> Int64
  {
    try Self.steps(value, unitsPerWhole: positionUnitsPerPoint, what())
  }

  /// A scalar as steps of the scalar grid.
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
