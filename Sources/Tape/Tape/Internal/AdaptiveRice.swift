/// An adaptive Golomb–Rice code for zigzag residuals, LOCO-I style (bin4 in
/// docs/tape-compression.md#encodings):
/// the parameter is the smallest k with N·2^k ≥ A, where A sums the coded magnitudes and N
/// counts them, both halved every ``halvingCount`` symbols so the code follows the data.
struct AdaptiveRice {
  /// Symbols between halvings of the statistics (bin4 in docs/tape-compression.md: 32).
  static let halvingCount: UInt64 = 32  // source: docs/tape-compression.md#encodings bin4
  /// Quotients from this length on are escaped to a 7-bit length and the raw bits (ours).
  static let escapeLength: UInt64 = 24  // source: ours

  private var sum: UInt64
  private var count: UInt64 = 1

  /// Starts with a prior mean of `initialMean` for the zigzag values.
  init(initialMean: UInt64) {
    sum = max(initialMean, 1)
  }

  /// The current Rice parameter.
  @inline(__always)
  var parameter: UInt64 {
    var k: UInt64 = 0
    while k < 60 && (count << k) < sum { k += 1 }
    return k
  }

  @inline(__always)
  mutating func update(_ value: UInt64) {
    sum = sum &+ min(value, 1 << 40)
    count += 1
    if count >= Self.halvingCount {
      sum = (sum + 1) >> 1
      count >>= 1
    }
  }

  /// The number of bits `value` costs now.
  @inline(__always)
  func cost(_ value: UInt64) -> Int {
    let k = parameter
    let quotient = value >> k
    if quotient < Self.escapeLength { return Int(quotient + 1 + k) }
    return Int(Self.escapeLength + 7) + (64 - value.leadingZeroBitCount)
  }

  /// Writes `value` and adapts.
  @inline(__always)
  mutating func write(_ value: UInt64, into writer: inout BitWriter) {
    let k = parameter
    let quotient = value >> k
    if quotient < Self.escapeLength {
      writer.writeOnes(Int(quotient))
      writer.write(0, bits: 1)
      writer.write(value & ((1 << k) &- 1), bits: Int(k))
    } else {
      writer.writeOnes(Int(Self.escapeLength))
      let length = 64 - value.leadingZeroBitCount
      writer.write(UInt64(length), bits: 7)
      writer.write(value, bits: length)
    }
    update(value)
  }

  /// Reads a value and adapts.
  @inline(__always)
  mutating func read(from reader: inout BitReader) throws(TapeError) -> UInt64 {
    let k = parameter
    let quotient = try reader.readOnes(upTo: Int(Self.escapeLength))
    let value: UInt64
    if quotient < Self.escapeLength {
      value = (quotient << k) | (try reader.read(bits: Int(k)))
    } else {
      let length = Int(try reader.read(bits: 7))
      guard length <= 64 else { throw reader.malformed("escape length \(length)") }
      value = try reader.read(bits: length)
    }
    update(value)
    return value
  }
}

/// Writes bits least-significant first into bytes.
struct BitWriter {
  private(set) var bytes: [UInt8] = []
  private var buffer: UInt64 = 0
  private var filled = 0

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  @inline(__always)
  mutating func write(_ value: UInt64, bits: Int) {
    var value = value
    var bits = bits
    while bits > 0 {
      let take = min(bits, 32)
      let chunk = take == 64 ? value : value & ((1 << UInt64(take)) - 1)
      buffer |= chunk << UInt64(filled)
      filled += take
      value = take == 64 ? 0 : value >> UInt64(take)
      bits -= take
      while filled >= 8 {
        bytes.append(UInt8(truncatingIfNeeded: buffer))
        buffer >>= 8
        filled -= 8
      }
    }
  }

  @inline(__always)
  mutating func writeOnes(_ count: Int) {
    var remaining = count
    while remaining > 0 {
      let take = min(remaining, 32)
      write((1 << UInt64(take)) - 1, bits: take)
      remaining -= take
    }
  }

  /// The bytes with the last partial byte padded with zeros.
  mutating func finished() -> [UInt8] {
    if filled > 0 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer = 0
      filled = 0
    }
    return bytes
  }
}

/// Reads bits least-significant first from a byte block; never reads past its end.
struct BitReader {
  private var source: ByteReader
  private var buffer: UInt64 = 0
  private var available = 0

  init(_ source: ByteReader) {
    self.source = source
  }

  func malformed(_ message: String) -> TapeError { source.malformed(message) }

  @inline(__always)
  private mutating func refill() throws(TapeError) {
    while available <= 56, !source.isAtEnd {
      buffer |= UInt64(try source.readUInt8()) << UInt64(available)
      available += 8
    }
  }

  @inline(__always)
  mutating func read(bits: Int) throws(TapeError) -> UInt64 {
    guard bits > 0 else { return 0 }
    if bits > 32 {
      let low = try read(bits: 32)
      return low | (try read(bits: bits - 32)) << 32
    }
    if available < bits { try refill() }
    guard available >= bits else { throw source.truncated("a bit field") }
    let value = buffer & ((1 << UInt64(bits)) - 1)
    buffer >>= UInt64(bits)
    available -= bits
    return value
  }

  /// Counts one bits up to `limit`, consuming the terminating zero when there is one.
  @inline(__always)
  mutating func readOnes(upTo limit: Int) throws(TapeError) -> UInt64 {
    var ones = 0
    while ones < limit {
      if available == 0 { try refill() }
      guard available > 0 else { throw source.truncated("a Rice code") }
      let run = min((~buffer).trailingZeroBitCount, available, limit - ones)
      ones += run
      buffer >>= UInt64(run)
      available -= run
      if ones < limit && available > 0 {
        buffer >>= 1
        available -= 1
        return UInt64(ones)
      }
    }
    return UInt64(ones)
  }

  /// Whether only zero padding (less than a byte) remains.
  var isFinished: Bool { source.isAtEnd && available < 8 && buffer == 0 }
}
