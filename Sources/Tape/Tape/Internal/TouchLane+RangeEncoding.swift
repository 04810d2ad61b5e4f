import TouchCore

// MARK: - Section encoding, format 1.2

extension TouchLane {
  /// Contexts of the touch-id model: the previous zigzag id delta, 0…2 (ours).
  static let idContextCount = 3  // source: ours
  /// Contexts of the phase-byte model: 0 for a finger without samples, 1 for a tracked one.
  static let flagContextCount = 2  // source: ours
  /// Contexts of the scan-count model: the previous sample's zigzag scan count, 0…3 (ours).
  static let scanContextCount = 4  // source: ours
  /// Contexts of the time-residual model: 0 a sample on the previous sample's scan (predicted
  /// by its time), 1 one scan later, 2 any other scan count (predicted on the grid; ours).
  static let timeContextCount = 3  // source: ours
  /// Time residuals usually take 5–8 bits: zigzag values of 16–255 µs, the range of
  /// the N(0, 70 µs) digitizer jitter of docs/tape-compression.md#digitizer.
  static let timeWindow = 5  // source: ours, from the 70 µs jitter σ

  /// The time context of a sample `scans` scans after the last one, and whether it is predicted
  /// by the previous sample's time rather than by the scan grid.
  @inline(__always)
  static func timeContext(scans: Int64, isFirst: Bool) -> Int {
    if scans == 0 && !isFirst { return 0 }
    return scans == 1 ? 1 : 2
  }

  /// The section body of touch encoding 4 (see the format document, "Touch section, format
  /// 1.2"), and where in it the range-coded block lies, which deflate should not search.
  func encodeRangeCoded(chunkStart: Int64, touchRate: Int, pixelGrid: PixelGrid?)
    -> (body: [UInt8], coded: Range<Int>)
  {
    var writer = ByteWriter(capacity: count * 3 + 64)
    // Pixels or grid steps; imported logs' coordinates lie on a coarser lattice of those.
    var gridXs = self.xs
    var gridYs = self.ys
    var grid: PixelGrid?
    if let pixelGrid, let pixelXs = pixelGrid.pixels(of: self.xs[...]),
      let pixelYs = pixelGrid.pixels(of: self.ys[...]), pixelGrid.fits(coalescedXs),
      pixelGrid.fits(coalescedYs)
    {
      grid = pixelGrid
      gridXs = pixelXs
      gridYs = pixelYs
    }
    let xLattice = CoordinateLattice.fitted(to: gridXs)
    let yLattice = CoordinateLattice.fitted(to: gridYs)
    let hasLattice = xLattice != nil || yLattice != nil
    let xs =
      xLattice.map { lattice in ContiguousArray(gridXs.map { lattice.index($0) ?? 0 }) }
      ?? gridXs
    let ys =
      yLattice.map { lattice in ContiguousArray(gridYs.map { lattice.index($0) ?? 0 }) }
      ?? gridYs
    writer.writeUInt8((grid == nil ? 0 : 1) | (hasLattice ? 2 : 0))
    if let grid { writer.writeVarint(UInt64(grid.pixelsPerPoint)) }
    if hasLattice {
      for lattice in [xLattice, yLattice] {
        writer.writeVarint(UInt64(lattice?.numerator ?? 1))
        writer.writeVarint(UInt64(lattice?.denominator ?? 1))
      }
    }
    let (period, gainShift) = timePrediction(headerPeriod: Self.scanPeriod(touchRate: touchRate))
    writer.writeVarint(UInt64(period))
    writer.writeUInt8(UInt8(gainShift))
    let laneStart = times.first ?? chunkStart
    writer.writeZigzag(laneStart &- chunkStart)
    let (xMode, yMode) = estimatedModes(xs: xs, ys: ys)
    writer.writeUInt8(xMode)
    writer.writeUInt8(yMode)

    var coder = RangeEncoder(capacity: count * 2 + 16)
    var tracker = ScanGridTracker(start: laneStart, period: period, gainShift: gainShift)
    let idModel = AdaptiveIntegerModel(contexts: Self.idContextCount, window: 0)
    let flagModel = AdaptiveIntegerModel(contexts: Self.flagContextCount, window: 0)
    let scanModel = AdaptiveIntegerModel(contexts: Self.scanContextCount, window: 0)
    let timeModel = AdaptiveIntegerModel(contexts: Self.timeContextCount, window: Self.timeWindow)
    var coordinates = RangeCoordinateCoder(xMode: xMode, yMode: yMode)
    var previousIDSymbol: UInt64 = 0
    var previousID: Int64 = 0
    var previousScans: UInt64 = 0
    var previousTime = laneStart
    for index in 0..<count {
      let id = ids[index]
      let idSymbol = ZigZag.encode(Int64(id) &- previousID)
      idModel.encode(idSymbol, context: Int(min(previousIDSymbol, 2)), into: &coder)
      previousIDSymbol = idSymbol
      previousID = Int64(id)
      let flag = flags[index]
      let tracked = coordinates.isTracking(id)
      flagModel.encode(UInt64(flag), context: tracked ? 1 : 0, into: &coder)
      let time = times[index]
      let (scanCount, gridPrediction) = tracker.predict(time)
      let scans = ZigZag.encode(scanCount)
      scanModel.encode(scans, context: Int(min(previousScans, 3)), into: &coder)
      previousScans = scans
      let context = Self.timeContext(scans: scanCount, isFirst: index == 0)
      if context == 0 {
        timeModel.encode(ZigZag.encode(time &- previousTime), context: 0, into: &coder)
      } else {
        timeModel.encode(ZigZag.encode(time &- gridPrediction), context: context, into: &coder)
        tracker.record(time, scans: scanCount, prediction: gridPrediction)
      }
      previousTime = time
      coordinates.encode(
        x: xs[index], y: ys[index], id: id, isTerminal: Self.isTerminal(flag), coder: &coder)
    }
    let coded = coder.finished()
    writer.writeVarint(coded.count)
    let codedStart = writer.count
    writer.writeBytes(coded)
    let codedRange = codedStart..<writer.count
    writer.writeBlock(deltas(forces).bytes)
    writer.writeBlock(deltas(radii).bytes)
    var counts = ByteWriter(capacity: coalescedCounts.count)
    for entries in coalescedCounts { counts.writeVarint(UInt64(entries)) }
    writer.writeBlock(counts.bytes)
    // Coalesced rows are relative to their sample in pixels or steps, not lattice indices.
    writer.writeBlock(coalescedRows(grid: grid, xs: gridXs, ys: gridYs).bytes)
    return (writer.bytes, codedRange)
  }

  /// The scan period (fixed point) and tracker gain that predict this lane's times in the
  /// fewest bits, estimated by residual bit lengths: the header's touch rate on a slowly
  /// corrected grid, or, for logs whose digitizer scans at another rate or drifts (imported
  /// captures), the period measured from the samples, on that grid or from each sample (ours).
  private func timePrediction(headerPeriod: Int64) -> (period: Int64, gainShift: Int64) {
    var candidates = [(headerPeriod, Self.gridGainShift), (headerPeriod, 0)]
    // A measured period within 1/64 of the device's is the device's, blurred by jitter (ours).
    if let measured = measuredPeriod(), (measured &- headerPeriod).magnitude > headerPeriod / 64 {
      candidates += [(measured, Self.gridGainShift), (measured, 0)]
    }
    var best = (period: headerPeriod, gainShift: Self.gridGainShift, cost: Int.max)
    for (period, gainShift) in candidates {
      let cost = timeCost(period: period, gainShift: gainShift)
      if cost < best.cost { best = (period, gainShift, cost) }
    }
    return (best.period, best.gainShift)
  }

  /// The mean step between consecutive samples within half a median step of the median, in
  /// 1/256 µs, or `nil` for fewer than 16 steps (ours).
  private func measuredPeriod() -> Int64? {
    var steps: [Int64] = []
    steps.reserveCapacity(count)
    for index in times.indices.dropFirst() where times[index] > times[index - 1] {
      steps.append(times[index] &- times[index - 1])
    }
    guard steps.count >= 16 else { return nil }
    // The element a sort would put in the middle, found without sorting.
    let median = Selection.element(ofRank: steps.count / 2, in: &steps)
    guard median <= Self.maximumScanPeriod >> Self.gridFractionBits else { return nil }
    var sum: Int64 = 0
    var used: Int64 = 0
    for step in steps where step >= median / 2 && step <= median + median / 2 {
      sum &+= step
      used += 1
    }
    let period = roundedDivision(sum &<< Self.gridFractionBits, used)
    return period > 0 && period <= Self.maximumScanPeriod ? period : nil
  }

  /// The bit lengths of the scan counts and time residuals a prediction leaves.
  private func timeCost(period: Int64, gainShift: Int64) -> Int {
    guard let first = times.first else { return 0 }
    var tracker = ScanGridTracker(start: first, period: period, gainShift: gainShift)
    var previous = first
    var cost = 0
    for index in times.indices {
      let time = times[index]
      let (scanCount, prediction) = tracker.predict(time)
      cost &+= 64 - ZigZag.encode(scanCount).leadingZeroBitCount
      if Self.timeContext(scans: scanCount, isFirst: index == 0) == 0 {
        cost &+= 64 - ZigZag.encode(time &- previous).leadingZeroBitCount
      } else {
        cost &+= 64 - ZigZag.encode(time &- prediction).leadingZeroBitCount
        tracker.record(time, scans: scanCount, prediction: prediction)
      }
      previous = time
    }
    return cost
  }

  /// The predictor modes with the fewest residual bits for `xs` and `ys`, estimated by the
  /// residuals' bit lengths rather than by coding them, for every mode of both coordinates in
  /// one pass (cheap enough to run at every seal).
  private func estimatedModes(xs: ContiguousArray<Int64>, ys: ContiguousArray<Int64>)
    -> (x: UInt8, y: UInt8)
  {
    // Every mode is scored (four subtractions), and the best searched one chosen.
    var xCosts: (Int, Int, Int, Int) = (0, 0, 0, 0)
    var yCosts: (Int, Int, Int, Int) = (0, 0, 0, 0)
    var predictor = FingerPredictor(xMode: 0, yMode: 0)
    for index in xs.indices {
      let x = xs[index]
      let y = ys[index]
      if predictor.find(id: ids[index]) {
        let xPredictions = predictor.predictions(.x)
        xCosts.0 &+= Self.bitLength(x &- xPredictions.hold)
        xCosts.1 &+= Self.bitLength(x &- xPredictions.linear)
        xCosts.2 &+= Self.bitLength(x &- xPredictions.half)
        xCosts.3 &+= Self.bitLength(x &- xPredictions.adaptive)
        let yPredictions = predictor.predictions(.y)
        yCosts.0 &+= Self.bitLength(y &- yPredictions.hold)
        yCosts.1 &+= Self.bitLength(y &- yPredictions.linear)
        yCosts.2 &+= Self.bitLength(y &- yPredictions.half)
        yCosts.3 &+= Self.bitLength(y &- yPredictions.adaptive)
      }
      predictor.record(x: x, y: y, id: ids[index], isTerminal: Self.isTerminal(flags[index]))
    }
    return (Self.cheapestSearchedMode(xCosts), Self.cheapestSearchedMode(yCosts))
  }

  /// The searched mode of the lowest cost, the first searched on a tie.
  private static func cheapestSearchedMode(_ costs: (Int, Int, Int, Int)) -> UInt8 {
    let costOf = { (mode: UInt8) -> Int in
      switch mode {
      case 0: costs.0
      case 1: costs.1
      case 2: costs.2
      default: costs.3
      }
    }
    let modes = FingerPredictor.searchedModes
    var best = modes[0]
    for mode in modes.dropFirst() where costOf(mode) < costOf(best) { best = mode }
    return best
  }

  /// The bit length of `residual`'s zigzag code.
  @inline(__always)
  private static func bitLength(_ residual: Int64) -> Int {
    64 &- ZigZag.encode(residual).leadingZeroBitCount
  }
}
