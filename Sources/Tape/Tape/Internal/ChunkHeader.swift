/// The fixed 48-byte header in front of every chunk's deflated payload.
///
/// ```
/// 0  4  marker "HTCK"          24 8  last time, µs (Int64)
/// 4  1  chunk kind (1, 2)      32 4  uncompressed payload size
/// 5  3  reserved, zero          36 4  compressed payload size
/// 8  4  chunk index             40 4  CRC-32 of the compressed payload
/// 12 4  event count             44 4  CRC-32 of bytes 0..<44
/// 16 8  first time, µs (Int64)
/// ```
struct ChunkHeader: Equatable {
  static let marker: [UInt8] = Array("HTCK".utf8)
  static let size = 48
  /// The chunk kind of event chunks, the only kind format 1.0 writes (1.1 adds the trailer,
  /// ``TapeTrailer/kind``).
  static let eventsKind: UInt8 = 1

  var kind: UInt8 = eventsKind
  var index: UInt32
  var eventCount: UInt32
  var firstTime: Int64
  var lastTime: Int64
  var uncompressedSize: UInt32
  var compressedSize: UInt32
  var payloadCRC: UInt32

  func write(into writer: inout ByteWriter) {
    let start = writer.count
    writer.writeBytes(Self.marker)
    writer.writeUInt8(kind)
    writer.writeUInt8(0)
    writer.writeUInt16(0)
    writer.writeUInt32(index)
    writer.writeUInt32(eventCount)
    writer.writeInt64(firstTime)
    writer.writeInt64(lastTime)
    writer.writeUInt32(uncompressedSize)
    writer.writeUInt32(compressedSize)
    writer.writeUInt32(payloadCRC)
    writer.writeUInt32(Zlib.crc32(writer.bytes, start..<writer.count))
  }

  /// Why a header could not be read.
  enum Problem: Error {
    /// Fewer than 48 bytes remain.
    case short
    /// The marker or the header CRC is wrong.
    case damaged
  }

  /// Reads the header at `offset`, checking its marker and CRC.
  static func read(_ bytes: [UInt8], at offset: Int) -> Result<ChunkHeader, Problem> {
    guard bytes.count - offset >= size else { return .failure(.short) }
    guard bytes[offset..<offset + 4].elementsEqual(marker) else { return .failure(.damaged) }
    var reader = ByteReader(bytes, from: offset + 4, to: offset + size)
    do {
      let kind = try reader.readUInt8()
      _ = try reader.readUInt8()
      _ = try reader.readUInt16()
      let header = ChunkHeader(
        kind: kind, index: try reader.readUInt32(), eventCount: try reader.readUInt32(),
        firstTime: try reader.readInt64(), lastTime: try reader.readInt64(),
        uncompressedSize: try reader.readUInt32(), compressedSize: try reader.readUInt32(),
        payloadCRC: try reader.readUInt32())
      let crc = try reader.readUInt32()
      guard crc == Zlib.crc32(bytes, offset..<offset + 44) else { return .failure(.damaged) }
      return .success(header)
    } catch {
      return .failure(.short)
    }
  }
}
