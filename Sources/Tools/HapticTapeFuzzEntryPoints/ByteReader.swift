/// Reads fuzzer bytes one at a time; past the end every read is zero, so any byte string
/// decodes.
struct ByteReader {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, or zero past the end.
  mutating func next() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }
}
