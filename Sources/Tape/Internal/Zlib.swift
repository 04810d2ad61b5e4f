import CZlib

/// zlib's CRC-32 and raw deflate/inflate (no zlib or gzip wrapper: chunks carry their own CRC).
enum Zlib {
  /// The CRC-32 (ISO-HDLC, as in zip and PNG) of `bytes[range]`.
  static func crc32(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, !range.isEmpty else { return 0 }
      return UInt32(CZlib.crc32(0, base + range.lowerBound, uInt(range.count)))
    }
  }

  /// The CRC-32 of all of `bytes`.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    crc32(bytes, 0..<bytes.count)
  }

  /// A run of input that starts a new deflate block, and the zlib strategy to use for it.
  struct Block {
    var start: Int
    var strategy: Int32
  }

  /// `input` as a raw deflate stream at `level` (0–9), appended to `output`.
  ///
  /// Each of `blocks` begins a new deflate block (`Z_BLOCK`) compressed with its own strategy,
  /// so every section of a chunk gets Huffman codes fitted to its own statistics. Input before
  /// the first block uses the default strategy.
  static func deflate(
    _ input: [UInt8], level: Int32, blocks: [Block] = [], into output: inout [UInt8]
  ) {
    var stream = z_stream()
    let windowBits: Int32 = -15  // raw deflate (ours)
    let memoryLevel: Int32 = 9  // zlib's maximum: the best ratio (ours)
    let status = haptictape_deflateInit2(
      &stream, level, Z_DEFLATED, windowBits, memoryLevel, Z_DEFAULT_STRATEGY)
    precondition(status == Z_OK, "deflateInit2 failed with \(status)")
    defer { deflateEnd(&stream) }
    // Each block boundary can add up to a stored-block header and padding (ours: 16 bytes).
    let bound = Int(deflateBound(&stream, uLong(input.count))) + 16 * (blocks.count + 1)
    let start = output.count
    output.append(contentsOf: repeatElement(0, count: bound))
    let runs =
      [Block(start: 0, strategy: Z_DEFAULT_STRATEGY)]
      + blocks.filter { $0.start > 0 && $0.start < input.count }.sorted { $0.start < $1.start }
    let total = input.count
    var input = input
    let written = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { destination in
        stream.next_out = destination.baseAddress! + start
        stream.avail_out = uInt(bound)
        var strategy = Z_DEFAULT_STRATEGY
        for (index, run) in runs.enumerated() {
          if run.strategy != strategy {
            strategy = run.strategy
            precondition(deflateParams(&stream, level, strategy) == Z_OK, "deflateParams failed")
          }
          let end = index + 1 < runs.count ? runs[index + 1].start : total
          stream.next_in = source.baseAddress.map { $0 + run.start }
          stream.avail_in = uInt(end - run.start)
          let last = index == runs.count - 1
          let result = CZlib.deflate(&stream, last ? Z_FINISH : Z_BLOCK)
          precondition(
            last ? result == Z_STREAM_END : (result == Z_OK && stream.avail_in == 0),
            "deflate did not finish: \(result)")
        }
        return bound - Int(stream.avail_out)
      }
    }
    output.removeLast(bound - written)
  }

  /// Inflates the raw deflate stream in `input[range]` into exactly `expectedSize` bytes.
  ///
  /// Returns `nil` when the stream is damaged, ends early, or would produce more or fewer
  /// bytes than expected; never allocates more than `expectedSize`.
  static func inflate(_ input: [UInt8], _ range: Range<Int>, expectedSize: Int) -> [UInt8]? {
    guard !range.isEmpty, range.upperBound <= input.count else { return nil }
    var stream = z_stream()
    guard haptictape_inflateInit2(&stream, -15) == Z_OK else { return nil }
    defer { inflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: expectedSize + 1)
    let ok = input.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { destination -> Bool in
        stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress! + range.lowerBound)
        stream.avail_in = uInt(range.count)
        stream.next_out = destination.baseAddress
        // One spare byte detects a stream that inflates to more than it claims.
        stream.avail_out = uInt(expectedSize + 1)
        let result = CZlib.inflate(&stream, Z_FINISH)
        return result == Z_STREAM_END && Int(stream.avail_out) == 1 && stream.avail_in == 0
      }
    }
    guard ok else { return nil }
    output.removeLast()
    return output
  }
}
