import TouchCore

// MARK: - Quantization

extension TapeRecord {
  /// Rounds the record in place to what a tape stores: its time and durations on the 1 µs grid,
  /// positions and scalars on `grids`; integers, flags and symbols are kept.
  ///
  /// Gives the same record as ``TapeEvent/quantized(to:)`` on `.record(self)`, without copying
  /// the fields when they are not shared.
  ///
  /// - Throws: ``TapeError`` when a number is not finite or is outside its grid's range.
  public mutating func quantize(to grids: TapeHeader.Grids) throws(TapeError) {
    timestamp = try Self.quantizedTime(timestamp)
    guard !fields.isEmpty else { return }
    try fields.withUnsafeMutableBufferPointer { (fields) throws(TapeError) in
      for index in fields.indices { try fields[index].quantize(to: grids) }
    }
  }

  /// `timestamp` on the tape's 1 µs grid, as ``quantize(to:)`` rounds a record's time.
  ///
  /// - Throws: ``TapeError`` when the time is more than about 146 years from zero.
  public static func quantizedTime(_ timestamp: Timestamp) throws(TapeError) -> Timestamp {
    .microseconds(try TapeEvent.microseconds(timestamp, "record time"))
  }
}

extension TapeField {
  /// Rounds the value in place to what a tape stores: durations on the 1 µs grid, positions and
  /// scalars on `grids`; integers, flags and symbols are kept.
  ///
  /// A replay quantizes the fields of all its records in one buffer with this, before the
  /// records share it.
  ///
  /// - Throws: ``TapeError`` when the value is not finite or is outside its grid's range.
  public mutating func quantize(to grids: TapeHeader.Grids) throws(TapeError) {
    // The field's name is read only for a message: copying it for every field cost a retain
    // and a release each.
    switch value {
    case .integer, .flag, .symbol: break
    case .duration(let amount):
      let microseconds = try TapeEvent.microseconds(
        Timestamp(nanoseconds: amount.nanoseconds), name)
      value = .duration(.microseconds(microseconds))
    case .position(let number):
      let steps = try grids.positionSteps(number, "field \(name)")
      value = .position(grids.position(steps))
    case .scalar(let number):
      let steps = try grids.scalarSteps(number, "field \(name)")
      value = .scalar(grids.scalar(steps))
    }
  }
}

// MARK: - Quantizing values as they are made

extension TapeHeader.Grids {
  /// `value` on the position grid, or `nil` where rounding it would throw (not finite, beyond
  /// ±2^53 steps; ask ``positionOnGrid(_:field:)`` for the error): the check and the rounding
  /// inlined where a replay makes each of its outputs' fields.
  @inlinable @inline(__always)
  package func positionIfRepresentable(_ value: Double) -> Double? {
    Self.onGrid(value, unitsPerWhole: positionUnitsPerPoint)
  }

  /// `value` on the scalar grid, or `nil` where rounding it would throw.
  @inlinable @inline(__always)
  package func scalarIfRepresentable(_ value: Double) -> Double? {
    Self.onGrid(value, unitsPerWhole: scalarUnitsPerUnit)
  }

  @inlinable @inline(__always)
  static func onGrid(_ value: Double, unitsPerWhole: Int64) -> Double? {
    let product = value * Double(unitsPerWhole)
    // False for NaN and ±∞ too, the cases `steps` throws for.
    guard abs(product) <= Double(maximumMagnitude) else { return nil }
    return Double(roundedToNearest(product)) / Double(unitsPerWhole)
  }

  /// `value` on the position grid, as ``TapeField/quantize(to:)`` rounds a position field
  /// called `name`; for building records already quantized, without a second pass.
  package func positionOnGrid(_ value: Double, field name: String) throws(TapeError) -> Double {
    position(try positionSteps(value, "field \(name)"))
  }

  /// `value` on the scalar grid, as ``TapeField/quantize(to:)`` rounds a scalar field `name`.
  package func scalarOnGrid(_ value: Double, field name: String) throws(TapeError) -> Double {
    scalar(try scalarSteps(value, "field \(name)"))
  }

  /// `amount` on the 1 µs grid, as ``TapeField/quantize(to:)`` rounds a duration field `name`.
  package func durationOnGrid(_ amount: TimeAmount, field name: String) throws(TapeError)
    -> TimeAmount
  {
    .microseconds(try TapeEvent.microseconds(Timestamp(nanoseconds: amount.nanoseconds), name))
  }
}
