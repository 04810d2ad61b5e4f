import Testing
import TouchCore
import TouchModel

@testable import Tape

@Suite struct TapeReaderTests {
  static let header = TapeHeader(sceneID: "reader-tests", device: .iPhoneSE)

  static func touch(_ microseconds: Int64, _ phase: Touch.Phase = .moved) -> TapeEvent {
    .touch(
      TouchSample(
        id: Touch.ID(1), phase: phase, location: Point2D(x: 10, y: 20),
        timestamp: .microseconds(microseconds)))
  }

  /// Header bytes plus chunks sealed directly, so tests can assemble tapes a writer refuses;
  /// from format 1.1 on, with the trailer that seals them.
  static func tape(version: TapeHeader.Version = .current, chunks: [[UInt8]]) -> [UInt8] {
    var header = Self.header
    header.version = version
    let bytes = header.encoded() + chunks.flatMap { $0 }
    guard version >= TapeTrailer.firstVersion else { return bytes }
    let events = chunks.reduce(0) { total, chunk in
      guard case .success(let header) = ChunkHeader.read(chunk, at: 0) else { return total }
      return total + Int(header.eventCount)
    }
    let trailer = TapeTrailer(
      chunkCount: UInt32(chunks.count), eventCount: UInt64(events), firstTime: 0, lastTime: 0,
      byteOffset: UInt64(bytes.count), crc: Zlib.crc32(bytes))
    return bytes + trailer.encoded()
  }

  static func chunk(_ events: [TapeEvent], index: UInt32) throws -> [UInt8] {
    var builder = ChunkBuilder(header: header, capacity: 16)
    for event in events { try builder.append(event) }
    return builder.seal(index: index, compressionLevel: 9)
  }

  /// A chunk whose payload is given verbatim.
  static func chunk(payload: [UInt8], events: UInt32, index: UInt32) -> [UInt8] {
    var compressed: [UInt8] = []
    Zlib.deflate(payload, level: 9, into: &compressed)
    var writer = ByteWriter()
    ChunkHeader(
      index: index, eventCount: events, firstTime: 0, lastTime: 10,
      uncompressedSize: UInt32(payload.count), compressedSize: UInt32(compressed.count),
      payloadCRC: Zlib.crc32(compressed)
    ).write(into: &writer)
    return writer.bytes + compressed
  }

  @Test func wrongMagicIsRejected() throws {
    let bytes = Array("{\"htape\":\"1.0\"}\n".utf8)
    let error = try #require(throws: TapeError.self) {
      try TapeReader.read(bytes: bytes, path: "a.htape")
    }
    #expect(error.code == .badMagic)
    #expect(error.byteOffset == 0)
    #expect(
      error.description
        == "a.htape: byte 0: the file does not start with the .htape magic bytes. What to do: pass a .htape file written by haptictape (JSON Lines tapes end in .jsonl)"
    )
  }

  @Test func newerMajorVersionIsAClearError() throws {
    let bytes = Self.tape(version: TapeHeader.Version(major: 2, minor: 0), chunks: [])
    let error = try #require(throws: TapeError.self) { try TapeReader.read(bytes: bytes) }
    #expect(error.code == .unsupportedVersion)
    #expect(error.byteOffset == 8)
    #expect(error.message.contains("format version 2.0"))
    #expect(error.hint == "upgrade haptictape to read this tape")
  }

  @Test func unknownSectionOfANewerMinorVersionIsSkippedWithAWarning() throws {
    // Payload: 2 sections, 3 events, no order exceptions; a touch section, then encoding 9 of
    // kind 42.
    var payload = ByteWriter()
    payload.writeVarint(2)
    payload.writeVarint(3)
    payload.writeVarint(0)
    payload.writeBlock([])
    payload.writeUInt8(1)
    payload.writeUInt8(1)
    payload.writeVarint(1)
    payload.writeVarint(2)
    var body = ByteWriter()
    let lane = { () -> TouchLane in
      var lane = TouchLane()
      try? lane.append(
        TouchSample(
          id: Touch.ID(1), phase: .began, location: Point2D(x: 10, y: 20), timestamp: .zero),
        microseconds: 0, grids: .standard)
      try? lane.append(
        TouchSample(
          id: Touch.ID(1), phase: .ended, location: Point2D(x: 10, y: 20), timestamp: .zero),
        microseconds: 10, grids: .standard)
      return lane
    }()
    body.writeBytes(lane.encode(chunkStart: 0, touchRate: 60, pixelGrid: nil).body)
    payload.writeBlock(body.bytes)
    payload.writeUInt8(9)
    payload.writeUInt8(42)
    payload.writeVarint(1)
    payload.writeVarint(1)
    payload.writeBlock([1, 2, 3])
    let chunk = Self.chunk(payload: payload.bytes, events: 3, index: 0)

    let newer = try TapeReader.read(
      bytes: Self.tape(version: TapeHeader.Version(major: 1, minor: 3), chunks: [chunk]))
    #expect(newer.events == [Self.touch(0, .began), Self.touch(10, .ended)])
    #expect(newer.recoveries.isEmpty)
    #expect(
      newer.warnings == [
        "chunk 0: skipped 1 events of kind42 (section encoding 9 of format 1.3 is newer than this reader)"
      ])

    // The same section in a 1.0 tape is damage, not a newer feature.
    let current = try TapeReader.read(bytes: Self.tape(chunks: [chunk]))
    #expect(current.events.isEmpty)
    #expect(current.recoveries.first?.code == .malformed)
  }

  @Test func aChunkClaimingFourGigabytesIsRejectedBeforeAllocating() throws {
    var bytes = Self.tape(chunks: [try Self.chunk([Self.touch(0)], index: 0)])
    let chunkStart = Self.header.encoded().count
    var patched = ByteWriter()
    patched.bytes = bytes
    patched.patchUInt32(UInt32.max, at: chunkStart + 32)
    patched.patchUInt32(
      Zlib.crc32(patched.bytes, chunkStart..<chunkStart + 44), at: chunkStart + 44)
    bytes = patched.bytes
    let error = try #require(throws: TapeError.self) {
      try TapeReader.read(bytes: bytes, path: "big.htape")
    }
    #expect(error.code == .limitExceeded)
    #expect(error.byteOffset == chunkStart)
    #expect(error.chunkIndex == 0)
    #expect(
      error.message
        == "chunk claims 4294967295 uncompressed bytes, over the limit of 268435456 "
        + "(TapeReader.Limits.maximumChunkUncompressedSize)")
  }

  @Test func limitsBoundCompressedSizeAndTotalEvents() throws {
    let bytes = Self.tape(chunks: [
      try Self.chunk([Self.touch(0), Self.touch(1)], index: 0),
      try Self.chunk([Self.touch(2)], index: 1),
    ])
    let small = TapeReader.Limits(maximumChunkCompressedSize: 8)
    #expect(throws: TapeError.self) { try TapeReader.read(bytes: bytes, limits: small) }
    let few = TapeReader.Limits(maximumTotalEvents: 2)
    let error = try #require(throws: TapeError.self) {
      try TapeReader.read(bytes: bytes, limits: few)
    }
    #expect(error.code == .limitExceeded)
    #expect(error.chunkIndex == 1)
    #expect(
      try TapeReader.read(bytes: bytes, limits: TapeReader.Limits(maximumTotalEvents: 3)).events
        .count == 3)
  }

  @Test func timeGoingBackwardsAcrossChunksIsRejectedAtRead() throws {
    let bytes = Self.tape(chunks: [
      try Self.chunk([Self.touch(5_000)], index: 0), try Self.chunk([Self.touch(4_000)], index: 1),
    ])
    let error = try #require(throws: TapeError.self) {
      try TapeReader.read(bytes: bytes, path: "t.htape")
    }
    #expect(error.code == .timeWentBackwards)
    #expect(error.chunkIndex == 1)
    #expect(
      error.message
        == "a touch event at 0.004000 s comes after one at 0.005000 s in the same stream")
  }

  @Test func streamingReaderReturnsChunksInOrder() throws {
    let bytes = Self.tape(chunks: [
      try Self.chunk([Self.touch(0), Self.touch(1)], index: 0),
      try Self.chunk([Self.touch(2)], index: 1),
    ])
    var reader = try TapeReader(bytes: bytes)
    #expect(try reader.nextChunk()?.events == [Self.touch(0), Self.touch(1)])
    #expect(try reader.nextChunk()?.info.index == 1)
    #expect(try reader.nextChunk() == nil)
  }
}
