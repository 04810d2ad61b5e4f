internal import CZlib
import TouchCore
import TouchModel

/// Collects the events of the open chunk, column-wise and quantized, checks time order per
/// stream, and seals the chunk into its header and deflated payload.
struct ChunkBuilder {
  /// Lane keys in append order: touches, commands, then record schema indices from 0.
  static let touchLane: Int32 = -2
  static let commandLane: Int32 = -1

  /// A (kind, stream) pair whose records must not go back in time.
  private struct StreamKey: Hashable {
    var kind: UInt8
    var stream: String
  }

  let grids: TapeHeader.Grids
  let touchRate: Int
  /// The display frame period in 1/256 µs: record times are predicted on this grid.
  let framePeriod: Int64
  let pixelGrid: PixelGrid?

  private(set) var touches = TouchLane()
  private var commands = CommandLane()
  private var schemas: [RecordSchema] = []
  private var lastSchema = 0
  private var shapes = SchemaShapes()
  /// Each schema's (kind, stream) clock index, for the time-order check; kept apart from the
  /// schemas so an append reads it without touching them.
  private var schemaClocks: [Int] = []
  private var symbols: [String] = []
  private var symbolIndex: [String: Int64] = [:]
  private var streamClocks: [StreamKey: Int] = [:]
  private var clocks: [Int64] = []
  private var touchClock = Int64.min
  private var commandClock = Int64.min
  /// The field integers of the open chunk's records, row by row in append order (each record's
  /// schema says how many it has), regrouped into columns by ``RecordColumns`` when sealing.
  private var recordFields = ContiguousArray<Int64>()

  private var laneKeys = ContiguousArray<Int32>()
  private var eventTimes = ContiguousArray<Int64>()
  private(set) var firstTime = Int64.max
  private(set) var lastTime = Int64.min

  init(header: TapeHeader, capacity: Int) {
    grids = header.grids
    touchRate = header.device.touchRate
    framePeriod = TouchLane.scanPeriod(touchRate: header.device.frameRate)
    pixelGrid = PixelGrid(
      scale: header.device.scale, stepsPerPoint: header.grids.positionUnitsPerPoint)
    touches.reserve(capacity)
    laneKeys.reserveCapacity(capacity)
    eventTimes.reserveCapacity(capacity)
  }

  var count: Int { laneKeys.count }
  var isEmpty: Bool { laneKeys.isEmpty }

  private func backwards(_ what: String, _ time: Int64, after previous: Int64) -> TapeError {
    TapeError(
      .timeWentBackwards,
      "\(what) at \(TapeTimeFormat.seconds(time)) s is earlier than the previous one at "
        + "\(TapeTimeFormat.seconds(previous)) s",
      hint: "append the events of each stream in time order")
  }

  /// Quantizes a touch sample without coalesced samples into the open chunk, or throws and
  /// leaves the chunk unchanged; as ``append(_:)`` does with the sample's event.
  mutating func append(_ sample: TouchLane.Contact) throws(TapeError) {
    let time = try TapeEvent.microseconds(sample.timestamp, "touch time")
    guard time >= touchClock else { throw backwards("touch", time, after: touchClock) }
    try touches.append(sample, microseconds: time, grids: grids)
    touchClock = time
    firstTime = min(firstTime, time)
    lastTime = max(lastTime, time)
    laneKeys.append(Self.touchLane)
    eventTimes.append(time)
  }

  /// Quantizes a record into the open chunk, or throws and leaves the chunk unchanged; as
  /// ``append(_:)`` does with the record's event.
  mutating func append(_ record: TapeRecord) throws(TapeError) {
    let time = try TapeEvent.microseconds(record.timestamp, "record time")
    let lane = Int32(try appendRecord(record, time: time))
    firstTime = min(firstTime, time)
    lastTime = max(lastTime, time)
    laneKeys.append(lane)
    eventTimes.append(time)
  }

  /// Quantizes `event` into the open chunk, or throws and leaves the chunk unchanged.
  mutating func append(_ event: TapeEvent) throws(TapeError) {
    let time: Int64
    let lane: Int32
    switch event {
    case .touch(let sample):
      time = try TapeEvent.microseconds(sample.timestamp, "touch time")
      guard time >= touchClock else { throw backwards("touch", time, after: touchClock) }
      try touches.append(sample, microseconds: time, grids: grids)
      touchClock = time
      lane = Self.touchLane
    case .command(let command):
      time = try TapeEvent.microseconds(command.timestamp, "command time")
      guard time >= commandClock else { throw backwards("command", time, after: commandClock) }
      let quantized = try CommandLane.quantized(command, grids: grids)
      commands.commands.append(quantized)
      commands.times.append(time)
      commandClock = time
      lane = Self.commandLane
    case .record(let record):
      try append(record)
      return
    }
    firstTime = min(firstTime, time)
    lastTime = max(lastTime, time)
    laneKeys.append(lane)
    eventTimes.append(time)
  }

  private mutating func schemaIndex(
    for record: TapeRecord, fields: UnsafeBufferPointer<TapeField>
  ) -> Int {
    let last = lastSchema
    if last < shapes.count, shapes.matches(last, record, fields: fields) { return last }
    for index in 0..<shapes.count where index != last {
      guard shapes.matches(index, record, fields: fields) else { continue }
      lastSchema = index
      return index
    }
    let key = StreamKey(kind: record.kind.code, stream: record.stream)
    let clock: Int
    if let existing = streamClocks[key] {
      clock = existing
    } else {
      clock = clocks.count
      clocks.append(Int64.min)
      streamClocks[key] = clock
    }
    schemas.append(RecordSchema(record))
    shapes.append(record)
    schemaClocks.append(clock)
    lastSchema = schemas.count - 1
    return lastSchema
  }

  private mutating func appendRecord(_ record: TapeRecord, time: Int64) throws(TapeError) -> Int {
    guard record.kind != .touch, record.kind != .command else {
      throw TapeError(
        .malformed, "a record cannot have the input kind \(record.kind)",
        hint: "record touches and commands as .touch and .command events")
    }
    // The fields are read in place (iterating them as a collection copies every field), by a
    // closure that does not throw: passing a typed error out of `withUnsafeBufferPointer`
    // costs more than storing the record does.
    var failure: TapeError?
    let index = record.fields.window.withUnsafeBufferPointer { fields in
      do throws(TapeError) {
        return try appendRecord(record, fields: fields, time: time)
      } catch {
        failure = error
        return -1
      }
    }
    if let failure { throw failure }
    return index
  }

  private mutating func appendRecord(
    _ record: TapeRecord, fields: UnsafeBufferPointer<TapeField>, time: Int64
  ) throws(TapeError) -> Int {
    let index = schemaIndex(for: record, fields: fields)
    let clock = schemaClocks[index]
    guard time >= clocks[clock] else {
      throw backwards("\(record.kind) \(record.stream) \(record.name)", time, after: clocks[clock])
    }
    let start = recordFields.count
    for field in fields.indices {
      do throws(TapeError) {
        recordFields.append(try storedValue(fields[field]))
      } catch {
        recordFields.removeSubrange(start...)
        throw error
      }
    }
    schemas[index].noteRecord(at: laneKeys.count)
    clocks[clock] = time
    return index
  }

  /// The integer a tape stores for `field`: its grid steps, or its symbol's index.
  @inline(__always)
  private mutating func storedValue(_ field: TapeField) throws(TapeError) -> Int64 {
    switch field.value {
    case .integer(let value): return value
    case .flag(let value): return value ? 1 : 0
    case .symbol(let symbol):
      if let existing = symbolIndex[symbol] { return existing }
      let index = Int64(symbols.count)
      symbolIndex[symbol] = index
      symbols.append(symbol)
      return index
    case .duration(let amount):
      return try TapeEvent.microseconds(Timestamp(nanoseconds: amount.nanoseconds), field.name)
    case .position(let value):
      return try grids.positionSteps(value, "field \(field.name)")
    case .scalar(let value):
      return try grids.scalarSteps(value, "field \(field.name)")
    }
  }

  /// The sealed chunk (header and deflated payload), and the builder emptied for the next one.
  mutating func seal(index: UInt32, compressionLevel: Int32) -> [UInt8] {
    let start = firstTime
    // Each section, and the part of its body (if any) that deserves its own deflate block.
    var sections:
      [(encoding: UInt8, kind: UInt8, lanes: Int, events: Int, body: [UInt8], block: Range<Int>?)] =
        []
    // Lane numbers by lane key + 2 (touches -2, commands -1, schemas from 0).
    var laneNumbers = [Int](repeating: 0, count: schemas.count + 2)
    var nextLane = 0
    if touches.count > 0 {
      let touchSection = touches.encodeRangeCoded(
        chunkStart: start, touchRate: touchRate, pixelGrid: pixelGrid)
      sections.append(
        (
          ChunkDecoder.touchRangeEncoding, TapeEventKind.touch.code, 1, touches.count,
          touchSection.body, touchSection.coded
        ))
      laneNumbers[Int(Self.touchLane) + 2] = nextLane
      nextLane += 1
    }
    if commands.count > 0 {
      sections.append(
        (
          2, TapeEventKind.command.code, 1, commands.count,
          commands.encode(chunkStart: start, grids: grids), nil
        ))
      laneNumbers[Int(Self.commandLane) + 2] = nextLane
      nextLane += 1
    }
    let used = schemas.indices.filter { schemas[$0].firstEvent != Int.max }
    let columns = RecordColumns(
      schemas: schemas, lanes: laneKeys, times: eventTimes, fields: recordFields)
    let kinds = Set(used.map { schemas[$0].kind.code }).sorted()
    for kind in kinds {
      let lanes = used.filter { schemas[$0].kind.code == kind }
        .sorted { schemas[$0].firstEvent < schemas[$1].firstEvent }
      for lane in lanes {
        laneNumbers[lane + 2] = nextLane
        nextLane += 1
      }
      let body = RecordSection.encode(
        lanes, of: schemas, columns: columns, symbols: symbols, chunkStart: start,
        pixelGrid: pixelGrid, framePeriod: framePeriod)
      sections.append(
        (3, kind, lanes.count, lanes.reduce(0) { $0 + schemas[$1].recordCount }, body, nil))
    }

    var payload = ByteWriter(capacity: count * 8 + 64)
    payload.writeVarint(sections.count)
    payload.writeVarint(count)
    let order = laneKeys.map { laneNumbers[Int($0) + 2] }
    let exceptions = LaneMerge.exceptions(order: order, times: eventTimes, laneCount: nextLane)
    var column = ByteWriter(capacity: exceptions.count * 2)
    var previousStep = 0
    for exception in exceptions {
      column.writeVarint(exception.step - previousStep)
      column.writeVarint(exception.lane)
      previousStep = exception.step
    }
    payload.writeVarint(exceptions.count)
    payload.writeBlock(column.bytes)
    // Record columns are runs of small deltas: zlib's run-length strategy suits them best;
    // touch columns gain from full matching (ours, measured on the benchmark sessions).
    var blocks: [Zlib.Block] = []
    for section in sections {
      let strategy = section.encoding == ChunkDecoder.recordEncoding ? Z_RLE : Z_DEFAULT_STRATEGY
      blocks.append(Zlib.Block(start: payload.count, strategy: strategy))
      payload.writeUInt8(section.encoding)
      payload.writeUInt8(section.kind)
      payload.writeVarint(section.lanes)
      payload.writeVarint(section.events)
      payload.writeVarint(section.body.count)
      let bodyStart = payload.count
      payload.writeBytes(section.body)
      if let block = section.block {
        // The range-coded block is already entropy coded: Huffman codes alone cost little and
        // fall back to a stored block when they would not pay.
        blocks.append(Zlib.Block(start: bodyStart + block.lowerBound, strategy: Z_HUFFMAN_ONLY))
        blocks.append(Zlib.Block(start: bodyStart + block.upperBound, strategy: strategy))
      }
    }

    var compressed: [UInt8] = []
    Zlib.deflate(payload.bytes, level: compressionLevel, blocks: blocks, into: &compressed)
    let header = ChunkHeader(
      index: index, eventCount: UInt32(count), firstTime: firstTime, lastTime: lastTime,
      uncompressedSize: UInt32(payload.count), compressedSize: UInt32(compressed.count),
      payloadCRC: Zlib.crc32(compressed))
    var chunk = ByteWriter(capacity: ChunkHeader.size + compressed.count)
    header.write(into: &chunk)
    chunk.writeBytes(compressed)
    removeAll()
    return chunk.bytes
  }

  private mutating func removeAll() {
    touches.removeAll()
    commands.removeAll()
    for index in schemas.indices { schemas[index].removeAll() }
    recordFields.removeAll(keepingCapacity: true)
    laneKeys.removeAll(keepingCapacity: true)
    eventTimes.removeAll(keepingCapacity: true)
    firstTime = Int64.max
    lastTime = Int64.min
  }
}
