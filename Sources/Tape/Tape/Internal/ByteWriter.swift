/// An append-only little-endian byte buffer with LEB128 varints and zigzag integers.
struct ByteWriter {
  var bytes: [UInt8]

  init(capacity: Int = 256) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  var count: Int { bytes.count }

  mutating func writeUInt8(_ value: UInt8) {
    bytes.append(value)
  }

  mutating func writeUInt16(_ value: UInt16) {
    bytes.append(UInt8(truncatingIfNeeded: value))
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
  }

  mutating func writeUInt32(_ value: UInt32) {
    for shift in stride(from: 0, to: 32, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
    }
  }

  mutating func writeUInt64(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  mutating func writeInt64(_ value: Int64) {
    writeUInt64(UInt64(bitPattern: value))
  }

  /// A `Double` as its IEEE-754 bit pattern, so the round trip is bit-exact.
  mutating func writeDouble(_ value: Double) {
    writeUInt64(value.bitPattern)
  }

  /// An unsigned LEB128 varint: 7 bits per byte, low group first, high bit = more follows.
  mutating func writeVarint(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  mutating func writeVarint(_ value: Int) {
    writeVarint(UInt64(value))
  }

  /// A signed integer as a zigzag varint: 0, -1, 1, -2 … map to 0, 1, 2, 3 ….
  mutating func writeZigzag(_ value: Int64) {
    writeVarint(ZigZag.encode(value))
  }

  /// The most bytes a varint takes.
  static let maximumVarintBytes = 10

  /// Writes `value` as a zigzag varint at `offset` in `buffer` and moves `offset` past it, for
  /// columns written into memory reserved once: ``maximumVarintBytes`` must fit from `offset`.
  @inline(__always)
  static func writeZigzag(
    _ value: Int64, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int
  ) {
    precondition(offset >= 0 && buffer.count - offset >= maximumVarintBytes, "varint room")
    var rest = ZigZag.encode(value)
    while rest >= 0x80 {
      buffer[offset] = UInt8(truncatingIfNeeded: rest) | 0x80
      offset &+= 1
      rest >>= 7
    }
    buffer[offset] = UInt8(rest)
    offset &+= 1
  }

  /// The zigzag varints of `count` values, `value(index)` for each index in order, written into
  /// memory reserved once rather than appended byte by byte.
  @inline(__always)
  static func zigzags(count: Int, _ value: (Int) -> Int64) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count * maximumVarintBytes) { buffer, written in
      for index in 0..<count { writeZigzag(value(index), to: buffer, at: &written) }
    }
  }

  /// A string as a varint byte count and its UTF-8 bytes.
  mutating func writeString(_ value: String) {
    writeVarint(value.utf8.count)
    bytes.append(contentsOf: value.utf8)
  }

  mutating func writeBytes(_ other: [UInt8]) {
    bytes.append(contentsOf: other)
  }

  /// A length-prefixed block: a varint byte count and the bytes.
  mutating func writeBlock(_ block: [UInt8]) {
    writeVarint(block.count)
    bytes.append(contentsOf: block)
  }

  /// Overwrites four bytes at `offset` with `value`, little-endian.
  mutating func patchUInt32(_ value: UInt32, at offset: Int) {
    for index in 0..<4 {
      bytes[offset + index] = UInt8(truncatingIfNeeded: value >> UInt32(8 * index))
    }
  }
}

/// Zigzag mapping between signed and unsigned integers.
enum ZigZag {
  @inline(__always)
  static func encode(_ value: Int64) -> UInt64 {
    UInt64(bitPattern: (value << 1) ^ (value >> 63))
  }

  @inline(__always)
  static func decode(_ value: UInt64) -> Int64 {
    Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1)))
  }
}
