import TouchCore
import TouchModel

/// Decodes one chunk's inflated payload back into events in append order.
enum ChunkDecoder {
  /// What a moved-out lane slot holds until the lane is freed: an event without references.
  private static let placeholder = TapeEvent.command(SceneCommand(name: "", timestamp: .zero))

  /// Section encodings of format 1.0.
  static let touchEncoding: UInt8 = 1
  static let commandEncoding: UInt8 = 2
  static let recordEncoding: UInt8 = 3
  /// The touch section encoding of format 1.2: scan counts and residuals range-coded.
  static let touchRangeEncoding: UInt8 = 4
  /// The most lanes a section may declare (ours: bounds the slots a skipped section reserves;
  /// order exceptions name lanes below 2^20 too).
  static let maximumLanes = 1 << 20  // source: ours

  /// Appends the events of a chunk to `events` (nothing on error), and returns a warning per
  /// section skipped because a newer minor version
  /// wrote an encoding this reader does not know.
  static func decode(
    _ payload: [UInt8], header: ChunkHeader, grids: TapeHeader.Grids,
    version: TapeHeader.Version, chunkOffset: Int, keepsOutputs: Bool = true,
    clocks: inout [StreamKey: Int64], into events: inout [TapeEvent]
  ) throws(TapeError) -> [String] {
    var reader = ByteReader(
      payload, context: "payload of chunk \(header.index)", reportedOffset: chunkOffset,
      chunkIndex: Int(header.index))
    let eventCount = Int(header.eventCount)
    let sectionCount = try reader.readCount(atMost: 255, "section count")
    let declared = try reader.readVarint()
    guard declared == UInt64(eventCount) else {
      throw reader.malformed("payload has \(declared) events, header \(eventCount)")
    }
    let exceptionCount = try reader.readCount(atMost: eventCount, "order exception count")
    var column = try reader.readBlock("order exceptions")
    var exceptions: [LaneMerge.Exception] = []
    exceptions.reserveCapacity(min(exceptionCount, column.remaining / 2))
    var step = 0
    for _ in 0..<exceptionCount {
      let delta = try column.readCount(atMost: eventCount, "exception step")
      let (sum, overflow) = step.addingReportingOverflow(delta)
      guard !overflow, sum < eventCount else {
        throw column.malformed("order exception step \(step) + \(delta) is past the last event")
      }
      step = sum
      exceptions.append(
        LaneMerge.Exception(step: step, lane: try column.readCount(atMost: maximumLanes, "lane")))
    }
    try column.expectEnd("order exceptions")

    var lanes: [DecodedLane?] = []
    lanes.reserveCapacity(4)
    // Record sections a read of the inputs left undecoded: where their lanes go, their bodies.
    var skippedOutputs: [(lane: Int, body: ByteReader, laneCount: Int, count: Int)] = []
    var skipped: [String] = []
    var total = 0
    for _ in 0..<sectionCount {
      let encoding = try reader.readUInt8()
      let kind = TapeEventKind(code: try reader.readUInt8())
      let laneCount = try reader.readCount(
        atMost: min(reader.remaining, maximumLanes), "lane count")
      let count = try reader.readCount(atMost: eventCount - total, "section event count")
      total += count
      var body = try reader.readBlock("section")
      let start = header.firstTime
      switch encoding {
      case touchEncoding where kind == .touch && laneCount == 1:
        var lane = DecodedLane()
        try TouchLane.decode(&body, count: count, chunkStart: start, grids: grids, into: &lane)
        lanes.append(lane)
      case touchRangeEncoding where kind == .touch && laneCount == 1:
        var lane = DecodedLane()
        try TouchLane.decodeRangeCoded(
          &body, count: count, chunkStart: start, grids: grids, into: &lane)
        lanes.append(lane)
      case commandEncoding where kind == .command && laneCount == 1:
        var lane = DecodedLane()
        try CommandLane.decode(&body, count: count, chunkStart: start, grids: grids, into: &lane)
        lanes.append(lane)
      case recordEncoding where kind != .touch && kind != .command:
        guard keepsOutputs else {
          // Outputs left out: decoded below only if the merge of the inputs needs their times.
          skippedOutputs.append((lanes.count, body, laneCount, count))
          lanes.append(contentsOf: repeatElement(nil, count: laneCount))
          continue
        }
        var decoded: [DecodedLane] = []
        try RecordSection.decode(
          &body, kind: kind, laneCount: laneCount, count: count, chunkStart: start, grids: grids,
          into: &decoded)
        lanes.append(contentsOf: decoded.map { Optional($0) })
      default:
        guard encoding > touchRangeEncoding, version.minor > TapeHeader.Version.current.minor else {
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
    if !skippedOutputs.isEmpty {
      try placeOutputTimes(
        skippedOutputs, in: &lanes, exceptions: &exceptions, start: header.firstTime)
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
    let start = events.count
    do {
      try merge(&lanes, exceptions: exceptions, reader: reader, clocks: &clocks, into: &events)
    } catch {
      events.removeSubrange(start...)
      throw error
    }
    return skipped
  }

  /// The lanes of the record sections a read of the inputs left out (placeholders in `lanes`):
  /// times-only lanes where the inputs' merge needs them, else gone from `lanes`.
  ///
  /// With one input lane holding events, the inputs are that lane in order; with several and
  /// no order exception, their merge by (time, lane) orders them as the merge of every lane
  /// does. Only several input lanes and exceptions (which may name any lane) need the outputs'
  /// times; then `exceptions` stand, else they are emptied, as they name lanes now gone.
  private static func placeOutputTimes(
    _ skipped: [(lane: Int, body: ByteReader, laneCount: Int, count: Int)],
    in lanes: inout [DecodedLane?], exceptions: inout [LaneMerge.Exception], start: Int64
  ) throws(TapeError) {
    let inputLanes = lanes.reduce(0) { $0 + (($1?.times.isEmpty ?? true) ? 0 : 1) }
    guard inputLanes > 1, !exceptions.isEmpty else {
      for section in skipped.reversed() {
        lanes.removeSubrange(section.lane..<section.lane + section.laneCount)
      }
      exceptions = []
      return
    }
    for section in skipped {
      var body = section.body
      var decoded: [DecodedLane] = []
      try RecordSection.decodeTimes(
        &body, laneCount: section.laneCount, count: section.count, chunkStart: start,
        into: &decoded)
      guard decoded.count == section.laneCount else {
        throw body.malformed("\(decoded.count) record lanes for \(section.laneCount)")
      }
      for (offset, lane) in decoded.enumerated() { lanes[section.lane + offset] = lane }
    }
  }

  /// Lanes merged by (time, lane number), with the stored exceptions applied.
  ///
  /// When a newer
  /// minor version's lanes were skipped, their times are unknown: the known lanes are then
  /// merged by time alone, which keeps every lane's order and differs only between
  /// equal-time events of different lanes.
  private static func merge(
    _ lanes: inout [DecodedLane?], exceptions: [LaneMerge.Exception], reader: ByteReader,
    clocks: inout [StreamKey: Int64], into events: inout [TapeEvent]
  ) throws(TapeError) {
    // Take the lanes out, so their arrays are uniquely owned and events can be moved, not copied.
    var laneTimes: [[Int64]] = []
    var laneEvents: [[TapeEvent]] = []
    var timesOnly: [Bool] = []
    for index in lanes.indices {
      guard let lane = lanes[index].take() else { continue }
      laneTimes.append(lane.times)
      laneEvents.append(lane.events)
      timesOnly.append(lane.isTimesOnly)
    }
    let exact = laneEvents.count == lanes.count
    let hasTimesOnly = timesOnly.contains(true)
    // Each lane belongs to one stream; streams are checked for time order across lanes and
    // against the previous chunks.
    var streams: [StreamKey] = []
    var laneStreams: [Int] = []
    for events in laneEvents {
      let key = events.first.map(StreamKey.init) ?? StreamKey(kind: 0, stream: "")
      if let index = streams.firstIndex(of: key) {
        laneStreams.append(index)
      } else {
        laneStreams.append(streams.count)
        streams.append(key)
      }
    }
    var streamTimes = streams.map { clocks[$0] ?? Int64.min }
    defer {
      for (key, time) in zip(streams, streamTimes) where key.kind != 0 { clocks[key] = time }
    }
    func checkOrder(lane: Int, time: Int64) throws(TapeError) {
      // A times-only lane's stream is unknown; its events are not kept.
      guard !hasTimesOnly || !timesOnly[lane] else { return }
      let stream = laneStreams[lane]
      guard time >= streamTimes[stream] else {
        throw TapeError(
          .timeWentBackwards,
          "a \(TapeEventKind(code: streams[stream].kind)) event at \(TapeTimeFormat.seconds(time)) s "
            + "comes after one at \(TapeTimeFormat.seconds(streamTimes[stream])) s in the same stream",
          byteOffset: reader.reportedOffset, chunkIndex: reader.chunkIndex,
          hint: "the tape was written out of order; re-record it with a fixed recorder")
      }
      streamTimes[stream] = time
    }
    if laneTimes.count == 1, !timesOnly[0] {
      for time in laneTimes[0] { try checkOrder(lane: 0, time: time) }
      if events.isEmpty { events = laneEvents[0] } else { events.append(contentsOf: laneEvents[0]) }
      return
    }
    var cursors = LaneMerge.Cursors(laneTimes)
    let total = laneTimes.reduce(0) { $0 + $1.count }
    if events.capacity < events.count + total {
      events.reserveCapacity(max(events.count + total, events.capacity * 2))
    }
    var next = 0
    for step in 0..<total {
      var lane = cursors.choice()
      if exact, next < exceptions.count, exceptions[next].step == step {
        lane = exceptions[next].lane
        next += 1
        guard cursors.hasEvents(lane) else {
          throw reader.malformed("order exception \(next - 1) names an exhausted lane")
        }
      }
      let cursor = cursors.positions[lane]
      guard !hasTimesOnly || !timesOnly[lane] else {
        cursors.advance(lane)
        continue
      }
      try checkOrder(lane: lane, time: laneTimes[lane][cursor])
      events.append(
        laneEvents[lane].withUnsafeMutableBufferPointer { buffer in
          let slot = buffer.baseAddress! + cursor
          defer { slot.initialize(to: placeholder) }
          return slot.move()
        })
      cursors.advance(lane)
    }
    guard !exact || next == exceptions.count else {
      throw reader.malformed("\(exceptions.count - next) order exceptions were not used")
    }
  }
}
