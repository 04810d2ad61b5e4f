/// One column of integers, delta-coded: a mode byte (0 raw, 1 first differences, 2 second
/// differences, 3 scan-grid residuals for time columns — the cheapest for this chunk) and
/// length-prefixed blocks of zigzag varints.
enum IntColumn {
  /// The largest fixed-point grid period a time column may declare: 10 s (ours: bounds input).
  static let maximumGridPeriod: Int64 = 10_000_000 << TouchLane.gridFractionBits  // source: ours

  /// Writes `values` with the cheapest mode; `gridPeriod` (fixed point, see
  /// ``ScanGridTracker``) offers mode 3 for time columns of events on a frame grid.
  static func write<C: Collection<Int64>>(
    _ values: C, gridPeriod: Int64? = nil, into writer: inout ByteWriter
  ) {
    let written: Void? = values.withContiguousStorageIfAvailable { buffer in
      write(buffer, gridPeriod: gridPeriod, into: &writer)
    }
    guard written == nil else { return }
    ContiguousArray(values).withUnsafeBufferPointer { buffer in
      write(buffer, gridPeriod: gridPeriod, into: &writer)
    }
  }

  private static func write(
    _ values: UnsafeBufferPointer<Int64>, gridPeriod: Int64?, into writer: inout ByteWriter
  ) {
    let mode = cheapestMode(values, gridPeriod: gridPeriod)
    writer.writeUInt8(mode)
    if mode == 3, let gridPeriod, let first = values.first {
      writer.writeVarint(UInt64(gridPeriod))
      // The scan counts and the residuals (after the first time), in one pass over the grid.
      let room = (values.count + 1) * ByteWriter.maximumVarintBytes
      var residuals: [UInt8] = []
      let scans = [UInt8](unsafeUninitializedCapacity: room) { scans, scansWritten in
        residuals = [UInt8](unsafeUninitializedCapacity: room) { residuals, written in
          var tracker = ScanGridTracker(start: first, period: gridPeriod)
          ByteWriter.writeZigzag(first, to: residuals, at: &written)
          for value in values {
            let (count, prediction) = tracker.predict(value)
            ByteWriter.writeZigzag(count, to: scans, at: &scansWritten)
            ByteWriter.writeZigzag(value &- prediction, to: residuals, at: &written)
            tracker.record(value, scans: count, prediction: prediction)
          }
        }
      }
      writer.writeBlock(scans)
      writer.writeBlock(residuals)
      return
    }
    var previous: Int64 = 0
    var previousDelta: Int64 = 0
    let block = ByteWriter.zigzags(count: values.count) { index in
      let value = values[index]
      let delta = value &- previous
      defer {
        previous = value
        previousDelta = delta
      }
      switch mode {
      case 0: return value
      case 1: return delta
      default: return delta &- previousDelta
      }
    }
    writer.writeBlock(block)
  }

  /// The mode whose residuals have the smallest estimated cost, the lowest on a tie.
  private static func cheapestMode(_ values: UnsafeBufferPointer<Int64>, gridPeriod: Int64?)
    -> UInt8
  {
    // A constant column of small values (the x of a vertical scroll view) costs nothing in
    // mode 0, and no estimate is below zero: mode 0 wins without counting anything.
    if let first = values.first, first >= -128, first <= 127,
      !values.contains(where: { $0 != first })
    {
      return 0
    }
    var histograms = ResidualHistograms(count: gridPeriod == nil ? 3 : 5)
    histograms.addDifferences(values)
    var mode: UInt8 = 0
    for candidate in 1...2 where histograms.bits(candidate) < histograms.bits(Int(mode)) {
      mode = UInt8(candidate)
    }
    if let gridPeriod, !values.isEmpty {
      histograms.addGridResiduals(values, period: gridPeriod)
      // Histogram 4 holds the scan counts.
      if histograms.bits(3) + histograms.bits(4) < histograms.bits(Int(mode)) { mode = 3 }
    }
    return mode
  }

  /// Moves `reader` past a column ``read(_:count:)`` would read, without decoding its values.
  static func skip(_ reader: inout ByteReader) throws(TapeError) {
    let mode = try reader.readUInt8()
    guard mode <= 3 else { throw reader.malformed("unknown column mode \(mode)") }
    if mode == 3 {
      let period = try reader.readCount(atMost: Int(maximumGridPeriod), "grid period")
      guard period > 0 else { throw reader.malformed("grid period is zero") }
      _ = try reader.readBlock("grid scans")
    }
    _ = try reader.readBlock(mode == 3 ? "grid residuals" : "column")
  }

  /// Reads `count` values written by ``write(_:gridPeriod:into:)``.
  static func read(_ reader: inout ByteReader, count: Int) throws(TapeError) -> [Int64] {
    let mode = try reader.readUInt8()
    guard mode <= 3 else { throw reader.malformed("unknown column mode \(mode)") }
    // Every value takes at least a byte, so reservations never exceed the bytes present.
    var values = [Int64]()
    if mode == 3 {
      let period = Int64(try reader.readCount(atMost: Int(maximumGridPeriod), "grid period"))
      guard period > 0 else { throw reader.malformed("grid period is zero") }
      var scans = try reader.readBlock("grid scans")
      var block = try reader.readBlock("grid residuals")
      values.reserveCapacity(min(count, block.remaining))
      if count > 0 {
        var tracker = ScanGridTracker(start: try block.readZigzag(), period: period)
        for _ in 0..<count {
          let scanCount = try scans.readZigzag()
          let prediction = tracker.predicted(scans: scanCount)
          let value = prediction &+ (try block.readZigzag())
          tracker.record(value, scans: scanCount, prediction: prediction)
          values.append(value)
        }
      }
      try scans.expectEnd("grid scans")
      try block.expectEnd("grid residuals")
      return values
    }
    var block = try reader.readBlock("column")
    values.reserveCapacity(min(count, block.remaining))
    var previous: Int64 = 0
    var previousDelta: Int64 = 0
    for _ in 0..<count {
      let residual = try block.readZigzag()
      let value: Int64
      switch mode {
      case 0: value = residual
      case 1: value = previous &+ residual
      default:
        previousDelta = previousDelta &+ residual
        value = previous &+ previousDelta
      }
      previous = value
      values.append(value)
    }
    try block.expectEnd("column")
    return values
  }
}

/// Rounding integer division, ties toward +∞: ⌊(2a + b) / 2b⌋ for b > 0, wrapping on overflow.
@inline(__always)
func roundedDivision(_ numerator: Int64, _ denominator: Int64) -> Int64 {
  let twice = numerator &* 2 &+ denominator
  let divisor = denominator &* 2
  let quotient = twice / divisor
  return (twice % divisor != 0 && twice < 0) ? quotient - 1 : quotient
}

/// Maps position-grid integers to whole device pixels when every value of a column is the grid
/// rounding of a pixel-aligned coordinate (UIKit positions are), so deltas shrink to pixels.
struct PixelGrid: Equatable {
  /// Device pixels per point.
  var pixelsPerPoint: Int64
  /// Position grid steps per point.
  var stepsPerPoint: Int64

  /// The pixel grid for a device scale, when the scale is a whole number of pixels in 1...16.
  init?(scale: Double, stepsPerPoint: Int64) {
    guard scale.isFinite, scale >= 1, scale <= 16, scale == scale.rounded() else { return nil }
    self.pixelsPerPoint = Int64(scale)
    self.stepsPerPoint = stepsPerPoint
  }

  init?(pixelsPerPoint: Int64, stepsPerPoint: Int64) {
    guard (1...16).contains(pixelsPerPoint) else { return nil }
    self.pixelsPerPoint = pixelsPerPoint
    self.stepsPerPoint = stepsPerPoint
  }

  /// The pixel index whose grid rounding is `steps`, or `nil` when `steps` is not one.
  @inline(__always)
  func pixels(_ steps: Int64) -> Int64? {
    let pixel = roundedDivision(steps &* pixelsPerPoint, stepsPerPoint)
    return self.steps(pixel) == steps ? pixel : nil
  }

  /// The grid steps of pixel index `pixel`.
  @inline(__always)
  func steps(_ pixel: Int64) -> Int64 {
    roundedDivision(pixel &* stepsPerPoint, pixelsPerPoint)
  }

  /// Whether every value maps to a pixel.
  func fits<S: Sequence<Int64>>(_ values: S) -> Bool {
    values.allSatisfy { pixels($0) != nil }
  }

  /// The pixel index of every one of `values`, or `nil` when one is not a pixel.
  func pixels(of values: ArraySlice<Int64>) -> ContiguousArray<Int64>? {
    // A constant column (the x of a vertical scroll view) is mapped once: each value costs two
    // divisions.
    if let first = values.first, !values.contains(where: { $0 != first }) {
      return pixels(first).map { ContiguousArray(repeating: $0, count: values.count) }
    }
    var fits = true
    let pixels = values.mapped { value in
      guard fits, let pixel = self.pixels(value) else {
        fits = false
        return 0
      }
      return pixel
    }
    return fits ? pixels : nil
  }
}
