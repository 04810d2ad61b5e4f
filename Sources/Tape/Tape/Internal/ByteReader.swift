/// A bounds-checked little-endian reader over a byte array that never traps on input.
///
/// Offsets are absolute indices into `bytes`; `errorBase` and `context` turn them into
/// messages that name a file offset or a place in a chunk's payload.
struct ByteReader {
  let bytes: [UInt8]
  var offset: Int
  var end: Int
  /// Describes where `bytes` come from, for error messages (`payload of chunk 3`).
  var context: String
  /// The file offset to report for errors, when the bytes are not the file itself.
  var reportedOffset: Int?
  var chunkIndex: Int?

  init(
    _ bytes: [UInt8], from start: Int = 0, to end: Int? = nil, context: String = "tape",
    reportedOffset: Int? = nil, chunkIndex: Int? = nil
  ) {
    self.bytes = bytes
    self.offset = start
    self.end = min(end ?? bytes.count, bytes.count)
    self.context = context
    self.reportedOffset = reportedOffset
    self.chunkIndex = chunkIndex
  }

  var remaining: Int { end - offset }
  var isAtEnd: Bool { offset >= end }

  func malformed(_ message: String) -> TapeError {
    TapeError(
      .malformed, "\(context) is malformed at byte \(offset): \(message)",
      byteOffset: reportedOffset ?? offset, chunkIndex: chunkIndex,
      hint: "the tape is damaged or was written by incompatible software; re-record it")
  }

  func truncated(_ what: String) -> TapeError {
    TapeError(
      .malformed, "\(context) ends inside \(what) at byte \(offset)",
      byteOffset: reportedOffset ?? offset, chunkIndex: chunkIndex,
      hint: "the tape is damaged or was written by incompatible software; re-record it")
  }

  mutating func readUInt8() throws(TapeError) -> UInt8 {
    guard offset < end else { throw truncated("a byte") }
    defer { offset += 1 }
    return bytes[offset]
  }

  mutating func readUInt16() throws(TapeError) -> UInt16 {
    guard end - offset >= 2 else { throw truncated("a 16-bit integer") }
    defer { offset += 2 }
    return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
  }

  mutating func readUInt32() throws(TapeError) -> UInt32 {
    guard end - offset >= 4 else { throw truncated("a 32-bit integer") }
    var value: UInt32 = 0
    for index in 0..<4 { value |= UInt32(bytes[offset + index]) << UInt32(8 * index) }
    offset += 4
    return value
  }

  mutating func readUInt64() throws(TapeError) -> UInt64 {
    guard end - offset >= 8 else { throw truncated("a 64-bit integer") }
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
    offset += 8
    return value
  }

  mutating func readInt64() throws(TapeError) -> Int64 {
    Int64(bitPattern: try readUInt64())
  }

  mutating func readDouble() throws(TapeError) -> Double {
    Double(bitPattern: try readUInt64())
  }

  @inline(__always)
  mutating func readVarint() throws(TapeError) -> UInt64 {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard offset < end else { throw truncated("a varint") }
      let byte = bytes[offset]
      offset += 1
      if shift == 63 && byte > 1 { throw malformed("varint overflows 64 bits") }
      result |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return result }
      shift += 7
    }
  }

  @inline(__always)
  mutating func readZigzag() throws(TapeError) -> Int64 {
    ZigZag.decode(try readVarint())
  }

  /// A varint that must be at most `limit` (counts, lengths, indices).
  ///
  /// A negative `limit` admits nothing but never traps.
  mutating func readCount(atMost limit: Int, _ what: String) throws(TapeError) -> Int {
    let value = try readVarint()
    guard limit >= 0, value <= UInt64(limit) else {
      throw malformed("\(what) \(value) is more than the \(limit) allowed here")
    }
    return Int(value)
  }

  /// A varint byte length that must fit in the bytes after it.
  ///
  /// The bound is taken after the varint is read: `readCount(atMost: remaining, …)` would
  /// measure before the length's own bytes are consumed and let the length overrun the end.
  mutating func readLength(_ what: String) throws(TapeError) -> Int {
    let value = try readVarint()
    guard value <= UInt64(remaining) else {
      throw truncated("\(what) (\(value) bytes declared, \(remaining) left)")
    }
    return Int(value)
  }

  mutating func readString(_ what: String) throws(TapeError) -> String {
    let length = try readLength("length of \(what)")
    defer { offset += length }
    return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
  }

  /// A length-prefixed block, returned as a reader over just its bytes.
  mutating func readBlock(_ what: String) throws(TapeError) -> ByteReader {
    let length = try readLength("length of \(what)")
    var block = self
    block.end = offset + length
    block.context = context
    offset += length
    return block
  }

  /// Throws unless every byte was consumed.
  func expectEnd(_ what: String) throws(TapeError) {
    guard offset == end else { throw malformed("\(end - offset) unexpected bytes after \(what)") }
  }
}
