/// The reading half of ``RangeEncoder``.
///
/// It never reads past its block: past the end it sees zero bytes and remembers the overrun,
/// which ``isFinished`` reports, so damaged input decodes to wrong values (caught by the checks
/// after it) but never traps.
struct RangeDecoder {
  private let bytes: [UInt8]
  private var offset: Int
  private let end: Int
  private var range: UInt32 = 0xFFFF_FFFF
  private var code: UInt32 = 0
  private let source: ByteReader

  /// Starts decoding the bytes of `block`.
  init(_ block: ByteReader) {
    source = block
    bytes = block.bytes
    offset = block.offset
    end = block.end
    // The encoder's first byte is always zero (its empty cache); the next four fill the code.
    for _ in 0..<5 { code = (code << 8) | UInt32(nextByte()) }
  }

  func malformed(_ message: String) -> TapeError { source.malformed(message) }

  @inline(__always)
  private mutating func nextByte() -> UInt8 {
    defer { offset += 1 }
    return offset < end ? bytes[offset] : 0
  }

  /// Decodes one bit coded with `probability` and updates it as the encoder did.
  @inline(__always)
  mutating func decode(_ probability: inout RangeEncoder.Probability) -> Bool {
    let bound = (range >> RangeEncoder.probabilityBits) &* UInt32(probability.zero)
    let bit: Bool
    if code < bound {
      range = bound
      bit = false
    } else {
      code &-= bound
      range &-= bound
      bit = true
    }
    probability.update(bit)
    while range < RangeEncoder.topValue {
      range <<= 8
      code = (code << 8) | UInt32(nextByte())
    }
    return bit
  }

  /// Decodes `count` bits coded by ``RangeEncoder/encodeDirect(_:count:)``.
  @inline(__always)
  mutating func decodeDirect(count: Int) -> UInt64 {
    var value: UInt64 = 0
    var remaining = count
    while remaining > 0 {
      let take = min(remaining, RangeEncoder.directChunkBits)
      remaining &-= take
      range >>= UInt32(take)
      // Only a damaged block lands in the range's unused top part: clamp it into the chunk.
      let chunk = min(code / range, (1 << UInt32(take)) &- 1)
      code &-= chunk &* range
      value = (value << UInt64(take)) | UInt64(chunk)
      while range < RangeEncoder.topValue {
        range <<= 8
        code = (code << 8) | UInt32(nextByte())
      }
    }
    return value
  }

  /// Whether decoding used exactly the block's bytes, as the encoder wrote them.
  var isFinished: Bool { offset == end }
}
