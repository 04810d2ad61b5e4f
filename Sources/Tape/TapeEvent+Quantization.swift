import TouchCore
import TouchInput

// MARK: - Quantization

extension TapeEvent {
  /// The event as a tape stores it: times on the 1 µs grid, positions and scalars on `grids`.
  ///
  /// Decoding a tape gives exactly the quantized events that were appended:
  /// `decode(encode(events)) == events.map { try $0.quantized(to: grids) }`.
  ///
  /// ```swift
  /// let touch = TapeEvent.touch(TouchSample(id: Touch.ID(1), phase: .moved,
  ///                                         location: Point(x: 1.23456, y: 2),
  ///                                         timestamp: .nanoseconds(1_499)))
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
      copy.timestamp = .microseconds(try Self.microseconds(sample.timestamp, "touch time"))
      copy.location = Point(
        x: grids.position(try grids.positionSteps(sample.location.x, "touch x")),
        y: grids.position(try grids.positionSteps(sample.location.y, "touch y")))
      if let force = sample.force {
        copy.force = grids.scalar(try grids.scalarSteps(force, "touch force"))
      }
      if let radius = sample.majorRadius {
        copy.majorRadius = grids.position(try grids.positionSteps(radius, "touch major radius"))
      }
      for index in copy.coalesced.indices {
        var entry = copy.coalesced[index]
        entry.timestamp = .microseconds(try Self.microseconds(entry.timestamp, "coalesced time"))
        entry.location = Point(
          x: grids.position(try grids.positionSteps(entry.location.x, "coalesced x")),
          y: grids.position(try grids.positionSteps(entry.location.y, "coalesced y")))
        if let force = entry.force {
          entry.force = grids.scalar(try grids.scalarSteps(force, "coalesced force"))
        }
        if let radius = entry.majorRadius {
          entry.majorRadius = grids.position(try grids.positionSteps(radius, "coalesced radius"))
        }
        copy.coalesced[index] = entry
      }
      return .touch(copy)
    case .command(let command):
      var copy = try CommandLane.quantized(command, grids: grids)
      copy.timestamp = .microseconds(try Self.microseconds(command.timestamp, "command time"))
      return .command(copy)
    case .record(let record):
      var copy = record
      copy.timestamp = .microseconds(try Self.microseconds(record.timestamp, "record time"))
      for index in copy.fields.indices {
        let field = copy.fields[index]
        switch field.value {
        case .integer, .flag, .symbol: break
        case .duration(let amount):
          copy.fields[index].value = .duration(
            .microseconds(try Self.microseconds(Timestamp(nanoseconds: amount.nanoseconds), field.name)))
        case .position(let value):
          copy.fields[index].value = .position(
            grids.position(try grids.positionSteps(value, "field \(field.name)")))
        case .scalar(let value):
          copy.fields[index].value = .scalar(
            grids.scalar(try grids.scalarSteps(value, "field \(field.name)")))
        }
      }
      return .record(copy)
    }
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
        hint: "record times as nanoseconds within ±292 years")
    }
    return microseconds
  }
}
