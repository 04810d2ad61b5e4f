import TouchCore
import TouchModel

// MARK: - Section encoding

extension TouchLane {
  /// The prior mean of zigzag time residuals: about twice the 70 µs jitter σ (ours, from
  /// the digitizer model of docs/tape-compression.md#digitizer).
  static let timeResidualPrior: UInt64 = 128  // source: ours, 2σ of the 70 µs jitter

  /// The fixed-point scan period for `touchRate` samples per second.
  static func scanPeriod(touchRate: Int) -> Int64 {
    roundedDivision(1_000_000 << gridFractionBits, Int64(max(touchRate, 1)))
  }

  /// The section body (see the format document, "Touch section"), and where in it the
  /// residual bit stream lies, which deserves a deflate block of its own.
  func encode(chunkStart: Int64, touchRate: Int, pixelGrid: PixelGrid?)
    -> (body: [UInt8], residuals: Range<Int>)
  {
    var writer = ByteWriter(capacity: count * 6 + 64)
    let grid = pixelGrid.flatMap { grid in
      grid.fits(self.xs) && grid.fits(self.ys) && grid.fits(coalescedXs)
        && grid.fits(coalescedYs) ? grid : nil
    }
    let xs = grid.map { grid in ContiguousArray(self.xs.map { grid.pixels($0) ?? 0 }) } ?? self.xs
    let ys = grid.map { grid in ContiguousArray(self.ys.map { grid.pixels($0) ?? 0 }) } ?? self.ys
    writer.writeUInt8(grid == nil ? 0 : 1)
    if let grid { writer.writeVarint(UInt64(grid.pixelsPerPoint)) }
    let period = Self.scanPeriod(touchRate: touchRate)
    writer.writeVarint(UInt64(period))
    let laneStart = times.first ?? chunkStart
    writer.writeZigzag(laneStart &- chunkStart)
    let xMode = bestMode(xs)
    let yMode = bestMode(ys)
    writer.writeUInt8(xMode)
    writer.writeUInt8(yMode)

    var idColumn = ByteWriter(capacity: count)
    var previousID: Int64 = 0
    for id in ids {
      idColumn.writeZigzag(Int64(id) - previousID)
      previousID = Int64(id)
    }
    writer.writeBlock(idColumn.bytes)
    writer.writeBlock(Array(flags))

    var scans = ByteWriter(capacity: count)
    var downs = ByteWriter(capacity: 64)
    var residuals = BitWriter(capacity: count * 2)
    var tracker = ScanGridTracker(start: laneStart, period: period)
    var timeCoder = AdaptiveRice(initialMean: Self.timeResidualPrior)
    var coordinates = CoordinateCoder(xMode: xMode, yMode: yMode)
    for index in 0..<count {
      let time = times[index]
      let (scanCount, prediction) = tracker.predict(time)
      scans.writeZigzag(scanCount)
      timeCoder.write(ZigZag.encode(time &- prediction), into: &residuals)
      tracker.record(time, scans: scanCount, prediction: prediction)
      coordinates.encode(
        x: xs[index], y: ys[index], id: ids[index], isTerminal: Self.isTerminal(flags[index]),
        downs: &downs, residuals: &residuals)
    }
    writer.writeBlock(scans.bytes)
    writer.writeBlock(downs.bytes)
    let bits = residuals.finished()
    writer.writeVarint(bits.count)
    let residualStart = writer.count
    writer.writeBytes(bits)
    let residualRange = residualStart..<writer.count
    writer.writeBlock(deltas(forces).bytes)
    writer.writeBlock(deltas(radii).bytes)
    var counts = ByteWriter(capacity: coalescedCounts.count)
    for entries in coalescedCounts { counts.writeVarint(UInt64(entries)) }
    writer.writeBlock(counts.bytes)
    writer.writeBlock(coalescedRows(grid: grid, xs: xs, ys: ys).bytes)
    return (writer.bytes, residualRange)
  }

  /// The predictor mode whose adaptive Rice codes are shortest for `values`.
  private func bestMode(_ values: ContiguousArray<Int64>) -> UInt8 {
    var best: (mode: UInt8, cost: Int) = (0, Int.max)
    for mode in FingerPredictor.searchedModes {
      // The values are the predictor's x; its y follows them unused.
      var predictor = FingerPredictor(xMode: mode, yMode: mode)
      var coders = CoordinateCoder.contexts()
      var cost = 0
      for index in values.indices {
        let terminal = Self.isTerminal(flags[index])
        if predictor.find(id: ids[index]) {
          let context = predictor.speedContext(.x)
          let residual = ZigZag.encode(values[index] &- predictor.prediction(.x))
          cost += coders[context].cost(residual)
          coders[context].update(residual)
        }
        predictor.record(
          x: values[index], y: values[index], id: ids[index], isTerminal: terminal)
      }
      if cost < best.cost { best = (mode, cost) }
    }
    return best.mode
  }

  @inline(__always)
  static func isTerminal(_ flag: UInt8) -> Bool {
    let phase = flag & phaseMask
    return phase == Touch.Phase.ended.rawValue || phase == Touch.Phase.cancelled.rawValue
  }

  func deltas(_ values: ContiguousArray<Int64>) -> ByteWriter {
    var column = ByteWriter(capacity: values.count)
    var previous: Int64 = 0
    for value in values {
      column.writeZigzag(value &- previous)
      previous = value
    }
    return column
  }

  /// Coalesced samples, row by row, relative to the sample they were delivered with.
  func coalescedRows(
    grid: PixelGrid?, xs: ContiguousArray<Int64>, ys: ContiguousArray<Int64>
  ) -> ByteWriter {
    var column = ByteWriter(capacity: coalescedTimes.count * 4)
    var entry = 0
    var force = 0
    var radius = 0
    var sampleIndex = 0
    for (index, flag) in flags.enumerated() where flag & Self.hasCoalesced != 0 {
      let entries = Int(coalescedCounts[sampleIndex])
      sampleIndex += 1
      let x = xs[index]
      let y = ys[index]
      for _ in 0..<entries {
        let entryX = grid.map { $0.pixels(coalescedXs[entry]) ?? 0 } ?? coalescedXs[entry]
        let entryY = grid.map { $0.pixels(coalescedYs[entry]) ?? 0 } ?? coalescedYs[entry]
        column.writeZigzag(coalescedTimes[entry] &- times[index])
        column.writeZigzag(entryX &- x)
        column.writeZigzag(entryY &- y)
        let entryFlag = coalescedFlags[entry]
        column.writeUInt8(entryFlag)
        if entryFlag & 1 != 0 {
          column.writeZigzag(coalescedForces[force])
          force += 1
        }
        if entryFlag & 2 != 0 {
          column.writeZigzag(coalescedRadii[radius])
          radius += 1
        }
        entry += 1
      }
    }
    return column
  }
}

/// Tracks the digitizer's scan grid: predicts a timestamp as the tracked grid time plus a whole
/// number of scan periods, and nudges the grid by 1/16 of each residual (bin2 in
/// docs/tape-compression.md#encodings).
struct ScanGridTracker {
  private var grid: Int64
  private let period: Int64
  /// How far the grid follows each residual: 1/2^gainShift of it (0 puts it on the sample).
  private let correctionShift: Int64

  init(start: Int64, period: Int64, gainShift: Int64 = TouchLane.gridGainShift) {
    grid = start &<< TouchLane.gridFractionBits
    self.period = max(period, 1)
    correctionShift = TouchLane.gridFractionBits - gainShift
  }

  /// The number of scans since the grid time and the predicted time, in µs.
  @inline(__always)
  func predict(_ time: Int64) -> (scans: Int64, prediction: Int64) {
    let scans = roundedDivision((time &<< TouchLane.gridFractionBits) &- grid, period)
    return (scans, predicted(scans: scans))
  }

  /// The predicted time `scans` periods after the grid time, in µs.
  @inline(__always)
  func predicted(scans: Int64) -> Int64 {
    roundedDivision(grid &+ scans &* period, 1 << TouchLane.gridFractionBits)
  }

  /// Moves the grid to the prediction's scan, nudged toward the actual time.
  @inline(__always)
  mutating func record(_ time: Int64, scans: Int64, prediction: Int64) {
    let residual = time &- prediction
    grid =
      grid &+ scans &* period
      &+ (residual &<< correctionShift)
  }
}
