import TouchCore
import TouchModel

// MARK: - Section decoding, format 1.2

extension TouchLane {
  /// The most samples a byte of range code can hold (ours, see ``decodeRangeCoded``).
  static let maximumSamplesPerCodedByte = 512  // source: ours

  /// Decodes a touch section body of encoding 4 (format 1.2) holding `count` samples into `lane`.
  static func decodeRangeCoded(
    _ body: inout ByteReader, count: Int, chunkStart: Int64, grids: TapeHeader.Grids,
    into lane: inout DecodedLane
  ) throws(TapeError) {
    let coordinateFlags = try body.readUInt8()
    guard coordinateFlags <= 3 else {
      throw body.malformed("unknown touch coordinate flags \(coordinateFlags)")
    }
    var grid: PixelGrid?
    if coordinateFlags & 1 != 0 {
      let pixels = try body.readCount(atMost: 16, "pixels per point")
      grid = PixelGrid(pixelsPerPoint: Int64(pixels), stepsPerPoint: grids.positionUnitsPerPoint)
      guard grid != nil else { throw body.malformed("pixels per point must be 1...16") }
    }
    var lattices: [CoordinateLattice] = []
    if coordinateFlags & 2 != 0 {
      for _ in 0..<2 {
        let numerator = try body.readCount(
          atMost: Int(CoordinateLattice.maximumNumerator), "lattice numerator")
        let denominator = try body.readCount(
          atMost: Int(CoordinateLattice.maximumDenominator), "lattice denominator")
        guard numerator > 0, denominator > 0 else { throw body.malformed("empty lattice") }
        lattices.append(
          CoordinateLattice(numerator: Int64(numerator), denominator: Int64(denominator)))
      }
    }
    let period = Int64(try body.readCount(atMost: Int(maximumScanPeriod), "scan period"))
    guard period > 0 else { throw body.malformed("scan period is zero") }
    let gainShift = Int64(try body.readUInt8())
    guard gainShift <= gridFractionBits else {
      throw body.malformed("scan-grid gain 1/2^\(gainShift) is finer than the grid")
    }
    let laneStart = chunkStart &+ (try body.readZigzag())
    let xMode = try body.readUInt8()
    let yMode = try body.readUInt8()
    guard xMode <= 3, yMode <= 3 else { throw body.malformed("unknown coordinate predictor") }
    let codedBlock = try body.readBlock("touch range code")
    // A sample is at least 15 coded decisions of at least 0.0014 bit each (probabilities stop
    // 31/32768 short of certainty), so fewer than 400 fit in a byte: this bounds what a
    // damaged count can make the reader reserve (ours).
    guard count <= codedBlock.remaining * Self.maximumSamplesPerCodedByte else {
      throw body.malformed("\(count) touch samples in \(codedBlock.remaining) coded bytes")
    }
    var coder = RangeDecoder(codedBlock)
    var forceColumn = try body.readBlock("touch forces")
    var radiusColumn = try body.readBlock("touch radii")
    var countColumn = try body.readBlock("coalesced counts")
    var rowColumn = try body.readBlock("coalesced samples")
    try body.expectEnd("touch section")

    var tracker = ScanGridTracker(start: laneStart, period: period, gainShift: gainShift)
    let idModel = AdaptiveIntegerModel(contexts: idContextCount, window: 0)
    let flagModel = AdaptiveIntegerModel(contexts: flagContextCount, window: 0)
    let scanModel = AdaptiveIntegerModel(contexts: scanContextCount, window: 0)
    let timeModel = AdaptiveIntegerModel(contexts: timeContextCount, window: timeWindow)
    var coordinates = RangeCoordinateCoder(xMode: xMode, yMode: yMode)
    var previousIDSymbol: UInt64 = 0
    var id: Int64 = 0
    var previousScans: UInt64 = 0
    var previousTime = laneStart
    var force: Int64 = 0
    var radius: Int64 = 0
    lane.reserve(count)
    for index in 0..<count {
      let idSymbol = idModel.decode(context: Int(min(previousIDSymbol, 2)), from: &coder)
      previousIDSymbol = idSymbol
      id = id &+ ZigZag.decode(idSymbol)
      guard id >= 0, id <= Int64(UInt32.max) else { throw coder.malformed("touch id \(id)") }
      let touchID = UInt32(id)
      let tracked = coordinates.isTracking(touchID)
      let flagSymbol = flagModel.decode(context: tracked ? 1 : 0, from: &coder)
      guard flagSymbol >> 6 == 0, let phase = Touch.Phase(rawValue: UInt8(flagSymbol) & phaseMask)
      else { throw coder.malformed("unknown touch phase byte \(flagSymbol)") }
      let flag = UInt8(flagSymbol)
      let zigzagScans = scanModel.decode(context: Int(min(previousScans, 3)), from: &coder)
      previousScans = zigzagScans
      let scans = ZigZag.decode(zigzagScans)
      let context = timeContext(scans: scans, isFirst: index == 0)
      let residual = ZigZag.decode(timeModel.decode(context: context, from: &coder))
      let time: Int64
      if context == 0 {
        time = previousTime &+ residual
      } else {
        let prediction = tracker.predicted(scans: scans)
        time = prediction &+ residual
        tracker.record(time, scans: scans, prediction: prediction)
      }
      previousTime = time
      var (x, y) = coordinates.decode(id: touchID, isTerminal: isTerminal(flag), coder: &coder)
      if lattices.count == 2 {
        x = lattices[0].steps(x)
        y = lattices[1].steps(y)
      }
      let sample = try Self.sample(
        id: touchID, phase: phase, flag: flag, time: time, x: x, y: y, grid: grid, grids: grids,
        body: body, forces: &forceColumn, radii: &radiusColumn, counts: &countColumn,
        rows: &rowColumn, force: &force, radius: &radius)
      lane.append(time: time, event: .touch(sample))
    }
    for column in [forceColumn, radiusColumn, countColumn, rowColumn] {
      try column.expectEnd("touch column")
    }
    guard coder.isFinished else {
      throw body.malformed("the touch range code does not end with its block")
    }
  }
}
