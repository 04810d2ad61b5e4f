import TouchCore

/// The section encoding of the records of one kind: a schema table, the section's symbols, and
/// per schema a time column and one column per field.
enum RecordSection {
  /// The section body for the schemas `lanes` (indices into `schemas`, all of one kind, in lane
  /// order), whose records' integers `columns` holds.
  static func encode(
    _ lanes: [Int], of schemas: [RecordSchema], columns: RecordColumns, symbols: [String],
    chunkStart: Int64, pixelGrid: PixelGrid?, framePeriod: Int64
  ) -> [UInt8] {
    var writer = ByteWriter(capacity: 1024)
    writer.writeVarint(lanes.count)
    for lane in lanes {
      writer.writeString(schemas[lane].stream)
      writer.writeString(schemas[lane].name)
      writer.writeVarint(schemas[lane].fieldNames.count)
      for (name, type) in zip(schemas[lane].fieldNames, schemas[lane].fieldTypes) {
        writer.writeString(name)
        writer.writeUInt8(type.rawValue)
      }
    }
    // Symbols are renumbered per section in order of first use.
    var local: [Int64: Int64] = [:]
    var used: [Int64] = []
    for lane in lanes {
      for (field, type) in schemas[lane].fieldTypes.enumerated() where type == .symbol {
        for global in columns.column(field, of: lane) where local[global] == nil {
          local[global] = Int64(used.count)
          used.append(global)
        }
      }
    }
    writer.writeVarint(used.count)
    for global in used { writer.writeString(symbols[Int(global)]) }
    for lane in lanes {
      let times = columns.times(of: lane)
      writer.writeVarint(times.count)
      IntColumn.write(times.mapped { $0 &- chunkStart }, gridPeriod: framePeriod, into: &writer)
      for (field, type) in schemas[lane].fieldTypes.enumerated() {
        let column = columns.column(field, of: lane)
        switch type {
        case .symbol:
          IntColumn.write(column.mapped { local[$0] ?? 0 }, into: &writer)
        case .position:
          if let grid = pixelGrid, let pixels = grid.pixels(of: column) {
            writer.writeUInt8(UInt8(grid.pixelsPerPoint))
            IntColumn.write(pixels, into: &writer)
          } else {
            writer.writeUInt8(0)
            IntColumn.write(column, into: &writer)
          }
        default:
          IntColumn.write(column, into: &writer)
        }
      }
    }
    return writer.bytes
  }

  /// The times of a record section body's records, one times-only lane per schema (as
  /// ``decode(_:kind:laneCount:count:chunkStart:grids:into:)`` would give them), their values
  /// skipped undecoded: what a read of the inputs needs to merge the lanes in order.
  static func decodeTimes(
    _ body: inout ByteReader, laneCount: Int, count: Int, chunkStart: Int64,
    into lanes: inout [DecodedLane]
  ) throws(TapeError) {
    let schemaCount = try body.readCount(atMost: body.remaining, "schema count")
    guard schemaCount == laneCount else {
      throw body.malformed("\(schemaCount) schemas for \(laneCount) lanes")
    }
    var positions: [[Bool]] = []
    for _ in 0..<schemaCount {
      _ = try body.readString("stream name")
      _ = try body.readString("record name")
      let fieldCount = try body.readCount(atMost: body.remaining, "field count")
      var isPosition: [Bool] = []
      for _ in 0..<fieldCount {
        _ = try body.readString("field name")
        let code = try body.readUInt8()
        guard let type = RecordSchema.ValueType(rawValue: code) else {
          throw body.malformed("unknown field type \(code)")
        }
        isPosition.append(type == .position)
      }
      positions.append(isPosition)
    }
    let symbolCount = try body.readCount(atMost: body.remaining, "symbol count")
    for _ in 0..<symbolCount { _ = try body.readString("symbol") }
    var total = 0
    for isPosition in positions {
      let records = try body.readCount(atMost: count - total, "record count")
      total += records
      var lane = DecodedLane()
      lane.isTimesOnly = true
      lane.times = try IntColumn.read(&body, count: records)
      for index in lane.times.indices {
        lane.times[index] = chunkStart &+ lane.times[index]
        _ = try DecodedLane.timestamp(lane.times[index], body)
      }
      for position in isPosition {
        if position { _ = try body.readUInt8() }
        try IntColumn.skip(&body)
      }
      lanes.append(lane)
    }
    guard total == count else { throw body.malformed("\(total) records for \(count) declared") }
    try body.expectEnd("record section")
  }

  /// Decodes a record section body of `kind` with `laneCount` schemas and `count` records.
  static func decode(
    _ body: inout ByteReader, kind: TapeEventKind, laneCount: Int, count: Int,
    chunkStart: Int64, grids: TapeHeader.Grids, into lanes: inout [DecodedLane]
  ) throws(TapeError) {
    let schemaCount = try body.readCount(atMost: body.remaining, "schema count")
    guard schemaCount == laneCount else {
      throw body.malformed("\(schemaCount) schemas for \(laneCount) lanes")
    }
    var schemas: [(stream: String, name: String, fields: [(String, RecordSchema.ValueType)])] = []
    for _ in 0..<schemaCount {
      let stream = try body.readString("stream name")
      let name = try body.readString("record name")
      let fieldCount = try body.readCount(atMost: body.remaining, "field count")
      var fields: [(String, RecordSchema.ValueType)] = []
      for _ in 0..<fieldCount {
        let fieldName = try body.readString("field name")
        let code = try body.readUInt8()
        guard let type = RecordSchema.ValueType(rawValue: code) else {
          throw body.malformed("unknown field type \(code)")
        }
        fields.append((fieldName, type))
      }
      schemas.append((stream, name, fields))
    }
    let symbolCount = try body.readCount(atMost: body.remaining, "symbol count")
    var symbols: [String] = []
    for _ in 0..<symbolCount { symbols.append(try body.readString("symbol")) }

    var total = 0
    for schema in schemas {
      let records = try body.readCount(atMost: count - total, "record count")
      total += records
      let times = try IntColumn.read(&body, count: records)
      var columns: [[Int64]] = []
      columns.reserveCapacity(schema.fields.count)
      var pixelGrids = [PixelGrid?]()
      for (_, type) in schema.fields {
        var grid: PixelGrid?
        if type == .position {
          let pixels = try body.readUInt8()
          if pixels != 0 {
            grid = PixelGrid(
              pixelsPerPoint: Int64(pixels), stepsPerPoint: grids.positionUnitsPerPoint)
            guard grid != nil else { throw body.malformed("pixels per point must be 1...16") }
          }
        }
        pixelGrids.append(grid)
        columns.append(try IntColumn.read(&body, count: records))
      }
      var lane = DecodedLane()
      lane.reserve(records)
      let names = schema.fields.map(\.0)
      let types = schema.fields.map(\.1)
      // All the lane's fields go into one buffer, filled before any record takes a window onto
      // it (appending to a shared buffer would copy it): one allocation per lane, not per record.
      var buffer: [TapeField] = []
      buffer.reserveCapacity(records * names.count)
      for row in 0..<records {
        for index in names.indices {
          let raw = columns[index][row]
          let value: TapeValue
          switch types[index] {
          case .integer: value = .integer(raw)
          case .flag:
            guard raw == 0 || raw == 1 else { throw body.malformed("flag value \(raw)") }
            value = .flag(raw == 1)
          case .symbol:
            guard raw >= 0, raw < Int64(symbols.count) else {
              throw body.malformed("symbol index \(raw) of \(symbols.count)")
            }
            value = .symbol(symbols[Int(raw)])
          case .duration:
            guard TapeTime.isValid(raw) else { throw body.malformed("duration \(raw) µs") }
            value = .duration(.microseconds(raw))
          case .position:
            value = .position(grids.position(pixelGrids[index]?.steps(raw) ?? raw))
          case .scalar: value = .scalar(grids.scalar(raw))
          }
          buffer.append(TapeField(names[index], value))
        }
        // Checked here, after the row's fields, so a bad tape gives the same first error.
        _ = try DecodedLane.timestamp(chunkStart &+ times[row], body)
      }
      for row in 0..<records {
        let time = chunkStart &+ times[row]
        let start = row * names.count
        let record = TapeRecord(
          kind: kind, timestamp: .microseconds(time), stream: schema.stream, name: schema.name,
          fields: TapeRecord.Fields(sharing: buffer[start..<(start + names.count)]))
        lane.append(time: time, event: .record(record))
      }
      lanes.append(lane)
    }
    guard total == count else { throw body.malformed("\(total) records for \(count) declared") }
    try body.expectEnd("record section")
  }
}
