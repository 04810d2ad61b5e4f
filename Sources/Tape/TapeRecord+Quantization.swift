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
    timestamp = .microseconds(try TapeEvent.microseconds(timestamp, "record time"))
    for index in fields.indices {
      // The field's name is read only for a message: copying it for every field cost a retain
      // and a release each.
      switch fields[index].value {
      case .integer, .flag, .symbol: break
      case .duration(let amount):
        let microseconds = try TapeEvent.microseconds(
          Timestamp(nanoseconds: amount.nanoseconds), fields[index].name)
        fields[index].value = .duration(.microseconds(microseconds))
      case .position(let value):
        let steps = try grids.positionSteps(value, "field \(fields[index].name)")
        fields[index].value = .position(grids.position(steps))
      case .scalar(let value):
        let steps = try grids.scalarSteps(value, "field \(fields[index].name)")
        fields[index].value = .scalar(grids.scalar(steps))
      }
    }
  }
}
