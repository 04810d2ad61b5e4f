import TouchCore

/// Decodes one chunk's inflated payload back into events in append order.
enum ChunkDecoder {
  /// Section encodings of format 1.0.
  static let touchEncoding: UInt8 = 1
  static let commandEncoding: UInt8 = 2
  static let recordEncoding: UInt8 = 3

  /// The events of a chunk, and a warning per section skipped because a newer minor version
  /// wrote an encoding this reader does not know.
  static func decode(
    _ payload: [UInt8], header: ChunkHeader, grids: TapeHeader.Grids,
    version: TapeHeader.Version, chunkOffset: Int
  ) throws(TapeError) -> (events: [TapeEvent], skipped: [String]) {
    var reader = ByteReader(
      payload, context: "payload of chunk \(header.index)", reportedOffset: chunkOffset,
      chunkIndex: Int(header.index))
    let eventCount = Int(header.eventCount)
    let sectionCount = try reader.readCount(atMost: 255, "section count")
    let declared = try reader.readVarint()
    guard declared == UInt64(eventCount) else {
      throw reader.malformed("payload has \(declared) events, header \(eventCount)")
    }
    let orderMode = try reader.readUInt8()
    guard orderMode <= 1 else { throw reader.malformed("unknown order mode \(orderMode)") }
    var order: [Int] = []
    if orderMode == 1 {
      var column = try reader.readBlock("lane order")
      order.reserveCapacity(eventCount)
      for _ in 0..<eventCount { order.append(try column.readCount(atMost: 1 << 20, "lane")) }
      try column.expectEnd("lane order")
    }

    var lanes: [DecodedLane?] = []
    var skipped: [String] = []
    var total = 0
    for _ in 0..<sectionCount {
      let encoding = try reader.readUInt8()
      let kind = TapeEventKind(code: try reader.readUInt8())
      let laneCount = try reader.readCount(atMost: reader.remaining, "lane count")
      let count = try reader.readCount(atMost: eventCount - total, "section event count")
      total += count
      var body = try reader.readBlock("section")
      let start = header.firstTime
      switch encoding {
      case touchEncoding where kind == .touch && laneCount == 1:
        var lane = DecodedLane()
        try TouchLane.decode(&body, count: count, chunkStart: start, grids: grids, into: &lane)
        lanes.append(lane)
      case commandEncoding where kind == .command && laneCount == 1:
        var lane = DecodedLane()
        try CommandLane.decode(&body, count: count, chunkStart: start, grids: grids, into: &lane)
        lanes.append(lane)
      case recordEncoding where kind != .touch && kind != .command:
        var decoded: [DecodedLane] = []
        try RecordSection.decode(
          &body, kind: kind, laneCount: laneCount, count: count, chunkStart: start, grids: grids,
          into: &decoded)
        lanes.append(contentsOf: decoded.map { Optional($0) })
      default:
        guard encoding > recordEncoding, version.minor > TapeHeader.Version.current.minor else {
          throw reader.malformed("section encoding \(encoding) for kind \(kind.code) is not valid")
        }
        skipped.append(
          "chunk \(header.index): skipped \(count) events of \(kind) (section encoding "
            + "\(encoding) of format \(version) is newer than this reader)")
        lanes.append(contentsOf: repeatElement(nil, count: laneCount))
      }
    }
    try reader.expectEnd("chunk payload")
    guard total == eventCount else {
      throw reader.malformed("sections hold \(total) events, header \(eventCount)")
    }
    for lane in lanes {
      guard let lane else { continue }
      for (time, next) in zip(lane.times, lane.times.dropFirst()) where next < time {
        throw reader.malformed("time goes backwards within a lane")
      }
      if let first = lane.times.first, let last = lane.times.last,
        first < header.firstTime || last > header.lastTime
      {
        throw reader.malformed("event times fall outside the chunk's time range")
      }
    }
    let events =
      orderMode == 0
      ? merged(lanes)
      : try ordered(lanes, by: order, reader: reader)
    return (events, skipped)
  }

  /// Lanes merged by (time, lane number): the writer uses this order when it equals append order.
  private static func merged(_ lanes: [DecodedLane?]) -> [TapeEvent] {
    let present = lanes.compactMap { $0 }
    if present.count == 1 { return present[0].events }
    var cursors = [Int](repeating: 0, count: present.count)
    var events: [TapeEvent] = []
    events.reserveCapacity(present.reduce(0) { $0 + $1.events.count })
    while true {
      var best = -1
      var bestTime = Int64.max
      for lane in present.indices where cursors[lane] < present[lane].times.count {
        let time = present[lane].times[cursors[lane]]
        if best < 0 || time < bestTime {
          best = lane
          bestTime = time
        }
      }
      guard best >= 0 else { return events }
      events.append(present[best].events[cursors[best]])
      cursors[best] += 1
    }
  }

  /// Lanes interleaved by an explicit lane-number column.
  private static func ordered(_ lanes: [DecodedLane?], by order: [Int], reader: ByteReader)
    throws(TapeError) -> [TapeEvent]
  {
    var cursors = [Int](repeating: 0, count: lanes.count)
    var events: [TapeEvent] = []
    events.reserveCapacity(order.count)
    for lane in order {
      guard lane < lanes.count else { throw reader.malformed("lane \(lane) of \(lanes.count)") }
      let cursor = cursors[lane]
      cursors[lane] += 1
      guard let decoded = lanes[lane] else { continue }
      guard cursor < decoded.events.count else { throw reader.malformed("lane \(lane) overrun") }
      events.append(decoded.events[cursor])
    }
    for (lane, decoded) in lanes.enumerated() where decoded != nil {
      guard cursors[lane] == decoded?.events.count else {
        throw reader.malformed("the lane order does not cover lane \(lane)")
      }
    }
    return events
  }
}
