internal import CZlib

/// zlib's CRC-32 and raw deflate/inflate (no zlib or gzip wrapper: chunks carry their own CRC).
enum Zlib {
  /// The CRC-32 (ISO-HDLC, as in zip and PNG) of `bytes[range]`.
  static func crc32(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
    crc32(continuing: 0, bytes, range)
  }

  /// The CRC-32 of `bytes[range]` continued from `crc`, the CRC-32 of the bytes before them.
  static func crc32(continuing crc: UInt32, _ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, !range.isEmpty else { return crc }
      // zlib takes 32-bit lengths: feed it at most 1 GiB at a time.
      var value = uLong(crc)
      var start = range.lowerBound
      while start < range.upperBound {
        let count = min(range.upperBound - start, 1 << 30)
        value = CZlib.crc32(value, base + start, uInt(count))
        start += count
      }
      return UInt32(truncatingIfNeeded: value)
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

  /// The most a raw deflate stream can expand: 1032 output bytes per input byte (a length-258
  /// match at distance 1 coded in two bits of a dynamic block).
  static let maximumExpansion = 1032  // source: zlib technical details, zlib.net/zlib_tech.html

  /// The most bytes `compressedSize` bytes of raw deflate can inflate to, or `nil` on overflow.
  static func maximumInflatedSize(ofCompressed compressedSize: Int) -> Int? {
    // One extra byte's worth covers a stream's final literal and block headers.
    let (product, overflow) = (compressedSize + 1).multipliedReportingOverflow(
      by: maximumExpansion)
    return overflow ? nil : product
  }

  /// The first output buffer for a stream of `compressedSize` bytes: a few times the input
  /// (chunks inflate 2–10× in practice; ours), grown by doubling from there.
  private static func initialCapacity(compressedSize: Int, limit: Int) -> Int {
    let (guess, overflow) = compressedSize.multipliedReportingOverflow(by: 4)
    return min(limit, max(overflow ? limit : guess, 64 << 10))
  }

  /// Inflates the raw deflate stream in `input[range]` into exactly `expectedSize` bytes.
  ///
  /// Returns `nil` when the stream is damaged, ends early, or would produce more or fewer
  /// bytes than expected. The output grows by doubling from a few times the input and stops
  /// one byte past `expectedSize`, so a stream that lies about its size never costs more than
  /// what it actually inflates to (and at most `expectedSize + 1` bytes).
  static func inflate(_ input: [UInt8], _ range: Range<Int>, expectedSize: Int) -> [UInt8]? {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= input.count,
      range.count <= Int(UInt32.max), expectedSize >= 0, expectedSize < Int.max
    else { return nil }
    var stream = z_stream()
    guard haptictape_inflateInit2(&stream, -15) == Z_OK else { return nil }
    defer { inflateEnd(&stream) }
    // One spare byte detects a stream that inflates to more than it claims.
    let limit = expectedSize + 1
    var capacity = initialCapacity(compressedSize: range.count, limit: limit)
    var output: [UInt8] = []
    var produced = 0
    return input.withUnsafeBufferPointer { source -> [UInt8]? in
      guard let base = source.baseAddress else { return nil }
      stream.next_in = UnsafeMutablePointer(mutating: base + range.lowerBound)
      stream.avail_in = uInt(range.count)
      while true {
        // A zeroed array appends by memcpy; a lazy `repeatElement` goes element by element,
        // which unoptimized builds make the slowest part of reading a tape.
        output.append(contentsOf: [UInt8](repeating: 0, count: capacity - output.count))
        let (result, progressed) = output.withUnsafeMutableBufferPointer {
          destination -> (Int32, Bool) in
          let room = min(destination.count - produced, Int(uInt.max))
          stream.next_out = destination.baseAddress.map { $0 + produced }
          stream.avail_out = uInt(room)
          let before = (stream.avail_in, room)
          let result = CZlib.inflate(&stream, Z_NO_FLUSH)
          produced += room - Int(stream.avail_out)
          return (result, stream.avail_in != before.0 || Int(stream.avail_out) != before.1)
        }
        switch result {
        case Z_STREAM_END:
          guard produced == expectedSize, stream.avail_in == 0 else { return nil }
          output.removeLast(output.count - produced)
          return output
        case Z_OK, Z_BUF_ERROR:
          guard produced <= expectedSize else { return nil }
          if produced == output.count {
            // The buffer is full: grow it, up to one byte past the declared size.
            guard capacity < limit else { return nil }
            let (doubled, overflow) = capacity.multipliedReportingOverflow(by: 2)
            capacity = overflow ? limit : min(limit, doubled)
          } else if stream.avail_in == 0 || !progressed {
            return nil  // the stream ends early
          }
        default:
          return nil
        }
      }
    }
  }
}
