import TouchCore
import TouchModel

// MARK: - Quantization

extension TapeEvent {
  /// The event as a tape stores it: times on the 1 µs grid, positions and scalars on `grids`.
  ///
  /// Decoding a tape gives exactly the quantized events that were appended:
  /// `decode(encode(events)) == events.map { try $0.quantized(to: grids) }`.
  ///
  /// ```swift
  /// let touch = TapeEvent.touch(TouchSample(id: Touch.ID(1), phase: .moved,
  ///                                         location: Point2D(x: 1.23456, y: 2),
  ///                                         timestamp: Timestamp(nanoseconds: 1_499)))
  /// let stored = try touch.quantized(to: .standard)  // x 1.235, t 1 µs
  /// ```
  ///
  /// - Throws: ``TapeError`` when a number is not finite or is outside its grid's range.
  public func quantized(to grids: TapeHeader.Grids) throws -> TapeEvent {
    try quantizedEvent(grids)
  }

  func quantizedEvent(_ grids: TapeHeader.Grids) throws(TapeError) -> TapeEvent {
    switch self {
    case .touch(let sample):
      var copy = sample
      (copy.timestamp, copy.location, copy.force, copy.majorRadius) = try Self.quantizedContact(
        sample.timestamp, sample.location, sample.force, sample.majorRadius, grids, "touch")
      for index in copy.coalesced.indices {
        let entry = copy.coalesced[index]
        (
          copy.coalesced[index].timestamp, copy.coalesced[index].location,
          copy.coalesced[index].force, copy.coalesced[index].majorRadius
        ) = try Self.quantizedContact(
          entry.timestamp, entry.location, entry.force, entry.majorRadius, grids, "coalesced touch")
      }
      return .touch(copy)
    case .command(let command):
      var copy = try CommandLane.quantized(command, grids: grids)
      copy.timestamp = .microseconds(try Self.microseconds(command.timestamp, "command time"))
      return .command(copy)
    case .record(let record):
      var copy = record
      try copy.quantize(to: grids)
      return .record(copy)
    }
  }

  /// A contact's time, location, force and radius rounded to their grids.
  private static func quantizedContact(
    _ timestamp: Timestamp, _ location: Point2D, _ force: Double?, _ radius: Double?,
    _ grids: TapeHeader.Grids, _ what: String
  ) throws(TapeError) -> (Timestamp, Point2D, Double?, Double?) {
    let time = Timestamp.microseconds(try microseconds(timestamp, "\(what) time"))
    let point = Point2D(
      x: grids.position(try grids.positionSteps(location.x, "\(what) x")),
      y: grids.position(try grids.positionSteps(location.y, "\(what) y")))
    var quantizedForce: Double?
    if let force { quantizedForce = grids.scalar(try grids.scalarSteps(force, "\(what) force")) }
    var quantizedRadius: Double?
    if let radius {
      quantizedRadius = grids.position(try grids.positionSteps(radius, "\(what) major radius"))
    }
    return (time, point, quantizedForce, quantizedRadius)
  }

  /// `timestamp` rounded to whole microseconds.
  @inline(__always)
  static func microseconds(_ timestamp: Timestamp, _ what: @autoclosure () -> String)
    throws(TapeError) -> Int64
  {
    let microseconds = timestamp.microseconds
    guard TapeTime.isValid(microseconds) else {
      throw TapeError(
        .valueOutOfRange, "\(what()) \(timestamp.nanoseconds) ns is out of range",
        hint: "record times within ±146 years of zero")
    }
    return microseconds
  }
}
