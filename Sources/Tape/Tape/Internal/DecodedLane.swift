import TouchCore

/// The events of one lane of a chunk (the touches, the commands, or the records of one schema),
/// in time order, with their times in µs for merging lanes back into append order.
struct DecodedLane {
  var times: [Int64] = []
  var events: [TapeEvent] = []
  /// Whether the lane holds its events' times only (outputs a read of inputs skips): the merge
  /// orders by them and keeps none of the lane's events.
  var isTimesOnly = false

  mutating func reserve(_ count: Int) {
    times.reserveCapacity(count)
    events.reserveCapacity(count)
  }

  @inline(__always)
  mutating func append(time: Int64, event: TapeEvent) {
    times.append(time)
    events.append(event)
  }

  /// `microseconds` as a timestamp, or a malformed-input error when it is out of range.
  @inline(__always)
  static func timestamp(_ microseconds: Int64, _ reader: ByteReader) throws(TapeError) -> Timestamp
  {
    guard TapeTime.isValid(microseconds) else {
      throw reader.malformed("time \(microseconds) µs is out of range")
    }
    return .microseconds(microseconds)
  }
}
