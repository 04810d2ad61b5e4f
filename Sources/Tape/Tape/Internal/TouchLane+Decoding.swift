import TouchCore
import TouchModel

// MARK: - Section decoding

extension TouchLane {
  /// The largest fixed-point scan period a section may declare: 10 s (ours: bounds input).
  static let maximumScanPeriod: Int64 = 10_000_000 << gridFractionBits  // source: ours

  /// Decodes a touch section body of `count` samples into `lane`.
  static func decode(
    _ body: inout ByteReader, count: Int, chunkStart: Int64, grids: TapeHeader.Grids,
    into lane: inout DecodedLane
  ) throws(TapeError) {
    let hasPixels = try body.readUInt8()
    guard hasPixels <= 1 else {
      throw body.malformed("unknown touch coordinate flags \(hasPixels)")
    }
    var grid: PixelGrid?
    if hasPixels == 1 {
      let pixels = try body.readCount(atMost: 16, "pixels per point")
      grid = PixelGrid(pixelsPerPoint: Int64(pixels), stepsPerPoint: grids.positionUnitsPerPoint)
      guard grid != nil else { throw body.malformed("pixels per point must be 1...16") }
    }
    let period = Int64(try body.readCount(atMost: Int(maximumScanPeriod), "scan period"))
    guard period > 0 else { throw body.malformed("scan period is zero") }
    let laneStart = chunkStart &+ (try body.readZigzag())
    let xMode = try body.readUInt8()
    let yMode = try body.readUInt8()
    guard xMode <= 3, yMode <= 3 else { throw body.malformed("unknown coordinate predictor") }

    var idColumn = try body.readBlock("touch ids")
    var flagColumn = try body.readBlock("touch phases")
    var scanColumn = try body.readBlock("touch scans")
    var downColumn = try body.readBlock("touch-down positions")
    var residuals = BitReader(try body.readBlock("touch residuals"))
    var forceColumn = try body.readBlock("touch forces")
    var radiusColumn = try body.readBlock("touch radii")
    var countColumn = try body.readBlock("coalesced counts")
    var rowColumn = try body.readBlock("coalesced samples")
    try body.expectEnd("touch section")
    guard flagColumn.remaining == count else {
      throw body.malformed("\(flagColumn.remaining) touch phases for \(count) samples")
    }

    var tracker = ScanGridTracker(start: laneStart, period: period)
    var timeCoder = AdaptiveRice(initialMean: timeResidualPrior)
    var coordinates = CoordinateCoder(xMode: xMode, yMode: yMode)
    var id: Int64 = 0
    var force: Int64 = 0
    var radius: Int64 = 0
    lane.reserve(count)
    for _ in 0..<count {
      id = id &+ (try idColumn.readZigzag())
      guard id >= 0, id <= Int64(UInt32.max) else { throw idColumn.malformed("touch id \(id)") }
      let flag = try flagColumn.readUInt8()
      guard flag >> 6 == 0, let phase = Touch.Phase(rawValue: flag & phaseMask) else {
        throw flagColumn.malformed("unknown touch phase byte \(flag)")
      }
      let scans = try scanColumn.readZigzag()
      let prediction = tracker.predicted(scans: scans)
      let time = prediction &+ ZigZag.decode(try timeCoder.read(from: &residuals))
      tracker.record(time, scans: scans, prediction: prediction)
      let touchID = UInt32(id)
      let (x, y) = try coordinates.decode(
        id: touchID, isTerminal: isTerminal(flag), downs: &downColumn, residuals: &residuals)
      let sample = try Self.sample(
        id: touchID, phase: phase, flag: flag, time: time, x: x, y: y, grid: grid, grids: grids,
        body: body, forces: &forceColumn, radii: &radiusColumn, counts: &countColumn,
        rows: &rowColumn, force: &force, radius: &radius)
      lane.append(time: time, event: .touch(sample))
    }
    for column in [
      idColumn, scanColumn, downColumn, forceColumn, radiusColumn, countColumn, rowColumn,
    ] {
      try column.expectEnd("touch column")
    }
    guard residuals.isFinished else {
      throw body.malformed("unused bits after the touch residuals")
    }
  }

  /// One sample from its decoded fields, with its force, radius and coalesced samples read from
  /// their columns (`force` and `radius` carry the running delta sums).
  @inline(__always)
  static func sample(
    id: UInt32, phase: Touch.Phase, flag: UInt8, time: Int64, x: Int64, y: Int64,
    grid: PixelGrid?, grids: TapeHeader.Grids, body: ByteReader, forces: inout ByteReader,
    radii: inout ByteReader, counts: inout ByteReader, rows: inout ByteReader,
    force: inout Int64, radius: inout Int64
  ) throws(TapeError) -> TouchSample {
    let positionUnits = Double(grids.positionUnitsPerPoint)
    @inline(__always) func points(_ value: Int64) -> Double {
      Double(grid?.steps(value) ?? value) / positionUnits
    }
    var sample = TouchSample(
      id: Touch.ID(id), phase: phase, location: Point2D(x: points(x), y: points(y)),
      timestamp: try DecodedLane.timestamp(time, body))
    if flag & hasForce != 0 {
      force = force &+ (try forces.readZigzag())
      sample.force = Double(force) / Double(grids.scalarUnitsPerUnit)
    }
    if flag & hasRadius != 0 {
      radius = radius &+ (try radii.readZigzag())
      sample.majorRadius = grids.position(radius)
    }
    if flag & hasCoalesced != 0 {
      let entries = try counts.readCount(atMost: rows.remaining / 4, "coalesced count")
      sample.coalesced.reserveCapacity(entries)
      for _ in 0..<entries {
        let entryTime = time &+ (try rows.readZigzag())
        let entryX = x &+ (try rows.readZigzag())
        let entryY = y &+ (try rows.readZigzag())
        let entryFlag = try rows.readUInt8()
        guard entryFlag <= 3 else { throw rows.malformed("coalesced flags \(entryFlag)") }
        var entry = TouchSample.Coalesced(
          location: Point2D(x: points(entryX), y: points(entryY)),
          timestamp: try DecodedLane.timestamp(entryTime, rows))
        if entryFlag & 1 != 0 {
          entry.force = Double(try rows.readZigzag()) / Double(grids.scalarUnitsPerUnit)
        }
        if entryFlag & 2 != 0 { entry.majorRadius = grids.position(try rows.readZigzag()) }
        sample.coalesced.append(entry)
      }
    }
    return sample
  }
}
