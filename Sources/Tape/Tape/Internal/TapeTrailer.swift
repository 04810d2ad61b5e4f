/// The record that seals a tape (format 1.1): a chunk header of kind 2 and a stored (not
/// deflated) 20-byte payload, written by ``TapeWriter/finish()`` after the last chunk.
///
/// ```
/// chunk header: kind 2, index = number of event chunks, event count 0,
///               first/last time = the tape's first and last event time (0 when empty),
///               uncompressed size = compressed size = 20, CRC-32 of the payload
/// payload:      u64 event count, u64 byte offset of the trailer (the size of what precedes
///               it), u32 CRC-32 of every byte before the trailer
/// ```
///
/// A 1.0 reader skips it as a chunk of a kind a newer minor version added; its event count is
/// zero so that reader's warning does not claim lost events.
struct TapeTrailer: Equatable {
  /// The chunk kind of the trailer.
  static let kind: UInt8 = 2
  /// The payload's size in bytes.
  static let payloadSize = 20
  /// The first format version whose tapes end with a trailer.
  static let firstVersion = TapeHeader.Version(major: 1, minor: 1)

  /// How many event chunks precede the trailer.
  var chunkCount: UInt32
  /// How many events those chunks hold.
  var eventCount: UInt64
  /// The earliest event time of the tape, µs.
  var firstTime: Int64
  /// The latest event time of the tape, µs.
  var lastTime: Int64
  /// Where the trailer starts: the byte count of the header and the chunks.
  var byteOffset: UInt64
  /// The CRC-32 of bytes `0..<byteOffset`.
  var crc: UInt32

  /// The trailer's bytes: chunk header and payload.
  func encoded() -> [UInt8] {
    var payload = ByteWriter(capacity: Self.payloadSize)
    payload.writeUInt64(eventCount)
    payload.writeUInt64(byteOffset)
    payload.writeUInt32(crc)
    var writer = ByteWriter(capacity: ChunkHeader.size + Self.payloadSize)
    ChunkHeader(
      kind: Self.kind, index: chunkCount, eventCount: 0, firstTime: firstTime, lastTime: lastTime,
      uncompressedSize: UInt32(Self.payloadSize), compressedSize: UInt32(Self.payloadSize),
      payloadCRC: Zlib.crc32(payload.bytes)
    ).write(into: &writer)
    writer.writeBytes(payload.bytes)
    return writer.bytes
  }

  /// The trailer whose chunk header is `header` and whose payload is `bytes[range]`, or `nil`
  /// when the payload's size or CRC-32 is wrong.
  static func decode(_ header: ChunkHeader, _ bytes: [UInt8], _ range: Range<Int>) -> Self? {
    guard header.kind == kind, range.count == payloadSize,
      header.compressedSize == UInt32(payloadSize), header.uncompressedSize == UInt32(payloadSize),
      header.eventCount == 0, Zlib.crc32(bytes, range) == header.payloadCRC
    else { return nil }
    var reader = ByteReader(bytes, from: range.lowerBound, to: range.upperBound)
    guard let eventCount = try? reader.readUInt64(), let byteOffset = try? reader.readUInt64(),
      let crc = try? reader.readUInt32()
    else { return nil }
    return TapeTrailer(
      chunkCount: header.index, eventCount: eventCount, firstTime: header.firstTime,
      lastTime: header.lastTime, byteOffset: byteOffset, crc: crc)
  }
}
