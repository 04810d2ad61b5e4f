/// One column of integers, delta-coded: a mode byte (0 raw, 1 first differences, 2 second
/// differences — the cheapest for this chunk) and a length-prefixed block of zigzag varints.
enum IntColumn {
  /// The estimated cost of a residual, in bits: the bit width of its zigzag code.
  @inline(__always)
  static func cost(_ residual: Int64) -> Int {
    64 - ZigZag.encode(residual).leadingZeroBitCount
  }

  /// Writes `values` with the cheapest of the three modes.
  static func write<C: RandomAccessCollection<Int64>>(_ values: C, into writer: inout ByteWriter)
  where C.Index == Int {
    var costs = (0, 0, 0)
    var previous: Int64 = 0
    var previousDelta: Int64 = 0
    for value in values {
      let delta = value &- previous
      costs.0 += cost(value)
      costs.1 += cost(delta)
      costs.2 += cost(delta &- previousDelta)
      previous = value
      previousDelta = delta
    }
    let mode: UInt8 = costs.2 < min(costs.0, costs.1) ? 2 : (costs.1 < costs.0 ? 1 : 0)
    writer.writeUInt8(mode)
    var block = ByteWriter(capacity: values.count * 2)
    previous = 0
    previousDelta = 0
    for value in values {
      let delta = value &- previous
      switch mode {
      case 0: block.writeZigzag(value)
      case 1: block.writeZigzag(delta)
      default: block.writeZigzag(delta &- previousDelta)
      }
      previous = value
      previousDelta = delta
    }
    writer.writeBlock(block.bytes)
  }

  /// Reads `count` values written by ``write(_:into:)``.
  static func read(_ reader: inout ByteReader, count: Int) throws(TapeError) -> [Int64] {
    let mode = try reader.readUInt8()
    guard mode <= 2 else { throw reader.malformed("unknown column mode \(mode)") }
    var block = try reader.readBlock("column")
    var values = [Int64]()
    values.reserveCapacity(count)
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
      if mode == 1 { previousDelta = value &- previous }
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
}
