import Foundation
import HapticTapeTestSupport
import Testing
import TouchCore
import TouchModel

@testable import Tape

/// Damage never reads as intact: removing, duplicating, moving or cutting any chunk of a sealed
/// multi-chunk tape is reported with the chunks it cost, and the decoder survives any payload.
@Suite struct TapeIntegrityTests {
  /// The size of the trailer: a 48-byte chunk header and a 20-byte payload.
  static let trailerSize = 68

  /// A sealed tape of `chunkCount` chunks of 40 events from a seeded random session, and its
  /// intact reading.
  static func tape(
    seed: UInt64, chunkCount: Int = 8, transform: (TapeEvent) -> TapeEvent = { $0 }
  ) throws -> (bytes: [UInt8], intact: RecordedTape) {
    var writer = TapeWriter(
      header: RandomSession.header,
      configuration: TapeWriter.Configuration(maximumEventsPerChunk: 40))
    let events = RandomSession.events(seed: seed, count: 40 * chunkCount).prefix(40 * chunkCount)
    try writer.append(contentsOf: events.map(transform))
    try writer.finish()
    let intact = try TapeReader.read(bytes: writer.bytes)
    return (writer.bytes, intact)
  }

  /// The bytes of chunk `index`.
  static func range(of chunk: TapeChunkInfo) -> Range<Int> {
    chunk.byteOffset..<chunk.byteOffset + chunk.byteCount
  }

  /// The intact tape's events without those of the chunks in `lost`.
  static func events(of intact: RecordedTape, without lost: Set<Int>) -> [TapeEvent] {
    var events: [TapeEvent] = []
    var start = 0
    for chunk in intact.chunks {
      if !lost.contains(chunk.index) {
        events += intact.events[start..<start + chunk.eventCount]
      }
      start += chunk.eventCount
    }
    return events
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func removingAnyChunkIsReportedAsThatChunk(seed: UInt64) throws {
    let (bytes, intact) = try Self.tape(seed: seed)
    #expect(intact.chunks.count == 8)
    #expect(intact.recoveries.isEmpty)
    for chunk in intact.chunks {
      var damaged = bytes
      damaged.removeSubrange(Self.range(of: chunk))
      let tape = try TapeReader.read(bytes: damaged)
      let loss = try #require(tape.recoveries.first, "chunk \(chunk.index) removed")
      #expect(tape.recoveries.count == 1, "chunk \(chunk.index) removed: \(tape.recoveries)")
      #expect(loss.code == .missingChunks)
      #expect(loss.chunkIndex == chunk.index)
      #expect(loss.chunkCount == 1)
      #expect(loss.message.hasPrefix("chunk \(chunk.index) is missing"))
      #expect(tape.chunks.map(\.index) == intact.chunks.map(\.index).filter { $0 != chunk.index })
      #expect(tape.events == Self.events(of: intact, without: [chunk.index]))
    }
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func duplicatingAnyChunkIsReportedAndNeverReadTwice(seed: UInt64) throws {
    let (bytes, intact) = try Self.tape(seed: seed)
    for chunk in intact.chunks {
      var damaged = bytes
      let range = Self.range(of: chunk)
      damaged.insert(contentsOf: bytes[range], at: range.upperBound)
      let tape = try TapeReader.read(bytes: damaged)
      #expect(tape.recoveries.count == 1, "chunk \(chunk.index) doubled: \(tape.recoveries)")
      #expect(tape.recoveries.first?.code == .malformed)
      #expect(tape.recoveries.first?.chunkIndex == chunk.index)
      #expect(tape.recoveries.first?.byteOffset == range.upperBound)
      #expect(tape.recoveries.first?.chunkCount == 0)
      #expect(tape.events == intact.events)
    }
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func swappingNeighbourChunksIsReported(seed: UInt64) throws {
    let (bytes, intact) = try Self.tape(seed: seed)
    for (first, second) in zip(intact.chunks, intact.chunks.dropFirst()) {
      let damaged =
        Array(bytes[..<first.byteOffset]) + bytes[Self.range(of: second)]
        + bytes[Self.range(of: first)] + bytes[(second.byteOffset + second.byteCount)...]
      let tape = try TapeReader.read(bytes: damaged)
      #expect(tape.recoveries.map(\.chunkIndex) == [first.index, first.index])
      #expect(tape.recoveries.map(\.code) == [.missingChunks, .malformed])
      #expect(tape.events == Self.events(of: intact, without: [first.index]))
    }
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func cuttingTheFileInAnyChunkIsReportedFromThatChunk(seed: UInt64) throws {
    let (bytes, intact) = try Self.tape(seed: seed)
    var rng = SplitMix64(seed: seed)
    for chunk in intact.chunks {
      // At the chunk's first byte (a cut at a chunk boundary), and at random points inside it.
      var cuts = [chunk.byteOffset]
      for _ in 0..<4 { cuts.append(Int.random(in: Self.range(of: chunk), using: &rng)) }
      for cut in cuts {
        let tape = try TapeReader.read(bytes: Array(bytes[..<cut]))
        #expect(tape.recoveries.count == 1, "cut at \(cut): \(tape.recoveries)")
        #expect(tape.recoveries.first?.code == .truncated)
        #expect(tape.recoveries.first?.chunkIndex == chunk.index)
        #expect(tape.chunks.map(\.index) == Array(0..<chunk.index))
      }
    }
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func aChunkCutShortLosesOnlyItselfAndKeepsTheChunksAfterIt(seed: UInt64) throws {
    let (bytes, intact) = try Self.tape(seed: seed)
    var rng = SplitMix64(seed: seed)
    for chunk in intact.chunks {
      let range = Self.range(of: chunk)
      // Keep a random prefix of the chunk (header included or not), then the rest of the file.
      let kept = Int.random(in: 1..<range.count, using: &rng)
      var damaged = bytes
      damaged.removeSubrange(range.lowerBound + kept..<range.upperBound)
      let tape = try TapeReader.read(bytes: damaged)
      #expect(tape.recoveries.count == 1, "chunk \(chunk.index) cut to \(kept) bytes")
      #expect(tape.recoveries.first?.chunkIndex == chunk.index)
      #expect(tape.recoveries.first?.lostEventCount == chunk.eventCount)
      #expect(tape.chunks.map(\.index) == intact.chunks.map(\.index).filter { $0 != chunk.index })
      #expect(tape.events == Self.events(of: intact, without: [chunk.index]))
    }
  }

  @Test func removingOrDamagingTheTrailerIsReported() throws {
    let (bytes, intact) = try Self.tape(seed: 4)
    let noTrailer = try TapeReader.read(bytes: Array(bytes.dropLast(Self.trailerSize)))
    #expect(noTrailer.events == intact.events)
    #expect(noTrailer.recoveries.map(\.code) == [.truncated])
    #expect(
      noTrailer.recoveries.first?.message.hasPrefix(
        "the tape has no trailer: the file ends after chunk 7") == true)
    for offset in bytes.count - Self.trailerSize..<bytes.count {
      var damaged = bytes
      damaged[offset] ^= 0x21
      let tape = try TapeReader.read(bytes: damaged)
      #expect(tape.events == intact.events)
      #expect(!tape.recoveries.isEmpty, "flip at \(offset)")
    }
  }

  @Test func aTornRewriteIsReported() throws {
    // The same session re-recorded with other outputs (every touch 1 pt to the right), its
    // first chunks written over the old tape: every chunk is intact and in sequence, and only
    // the trailer can tell.
    let (old, oldTape) = try Self.tape(seed: 5)
    let (new, newTape) = try Self.tape(seed: 5) { event in
      guard case .touch(var sample) = event else { return event }
      sample.location.x += 1
      return .touch(sample)
    }
    #expect(old != new)
    for boundary in 1..<8 {
      let torn =
        Array(new[..<newTape.chunks[boundary].byteOffset])
        + old[oldTape.chunks[boundary].byteOffset...]
      let tape = try TapeReader.read(bytes: torn)
      #expect(tape.chunks.count == 8)
      #expect(tape.recoveries.count == 1, "torn at chunk \(boundary)")
      #expect(
        tape.recoveries.first.map { [.checksumMismatch, .malformed].contains($0.code) } == true)
    }
    // A longer old tape left behind a shorter new one written in place.
    let (short, _) = try Self.tape(seed: 6, chunkCount: 3)
    let overwritten = short + old[short.count...]
    let tape = try TapeReader.read(bytes: overwritten)
    #expect(tape.chunks.count == 3)
    #expect(tape.recoveries.count == 1)
    #expect(tape.recoveries.first?.message.contains("bytes follow the trailer") == true)
  }

  @Test func garbageBetweenChunksIsReportedWithoutAnEmptyChunkRange() throws {
    let (bytes, intact) = try Self.tape(seed: 7)
    var damaged = bytes
    damaged.insert(contentsOf: [UInt8](repeating: 0xEE, count: 13), at: intact.chunks[3].byteOffset)
    let tape = try TapeReader.read(bytes: damaged)
    #expect(tape.events == intact.events)
    let loss = try #require(tape.recoveries.first)
    #expect(tape.recoveries.count == 1)
    #expect(loss.chunkCount == 0)
    #expect(
      loss.message
        == "a chunk header is damaged (bad marker or CRC-32); bytes \(intact.chunks[3].byteOffset)..<\(intact.chunks[3].byteOffset + 13) were skipped, but no chunk was lost"
    )
  }

  /// Payloads mutated *before* deflate, with valid sizes and CRCs, so every mutation reaches the
  /// column decoders: the reader returns an error or a recovery, and never traps.
  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func mutatedPayloadsNeverTrapTheDecoder(seed: UInt64) throws {
    let (bytes, intact) = try Self.tape(seed: seed, chunkCount: 2)
    let chunk = intact.chunks[0]
    guard case .success(let header) = ChunkHeader.read(bytes, at: chunk.byteOffset),
      let payload = Zlib.inflate(
        bytes, chunk.byteOffset + ChunkHeader.size..<chunk.byteOffset + chunk.byteCount,
        expectedSize: chunk.uncompressedSize)
    else {
      Issue.record("the first chunk does not read")
      return
    }
    var rng = SplitMix64(seed: seed)
    var recovered = 0
    for _ in 0..<400 {
      var mutated = payload
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let offset = Int.random(in: 0..<mutated.count, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: mutated[offset] = UInt8.random(in: 0...255, using: &rng)
        case 1: mutated[offset] = 0xFF
        default: mutated.removeSubrange(offset..<min(mutated.count, offset + 3))
        }
      }
      var compressed: [UInt8] = []
      Zlib.deflate(mutated, level: 1, into: &compressed)
      var writer = ByteWriter()
      var patched = header
      patched.uncompressedSize = UInt32(mutated.count)
      patched.compressedSize = UInt32(compressed.count)
      patched.payloadCRC = Zlib.crc32(compressed)
      patched.write(into: &writer)
      // Resealed with a trailer that matches, so only the decoder can find the damage.
      let unsealed =
        Array(bytes[..<chunk.byteOffset]) + writer.bytes + compressed
        + bytes[(chunk.byteOffset + chunk.byteCount)..<(bytes.count - Self.trailerSize)]
      let trailer = TapeTrailer(
        chunkCount: 2, eventCount: UInt64(intact.events.count), firstTime: 0, lastTime: 0,
        byteOffset: UInt64(unsealed.count), crc: Zlib.crc32(unsealed))
      guard let tape = try? TapeReader.read(bytes: unsealed + trailer.encoded()) else { continue }
      if !tape.recoveries.isEmpty { recovered += 1 }
      #expect(tape.chunks.count == 2 || !tape.recoveries.isEmpty)
    }
    // Most mutations break the chunk's structure and are reported.
    #expect(recovered > 200)
  }

  @Test func aLengthRunningPastItsBlockIsMalformedNotATrap() throws {
    // A block whose length fits the bytes left *before* its varint, but not after it.
    var reader = ByteReader([6, 1, 2, 3, 4, 5])
    let error = try #require(throws: TapeError.self) { _ = try reader.readBlock("column") }
    #expect(error.code == .malformed)
    #expect(
      error.message == "tape ends inside length of column (6 bytes declared, 5 left) at byte 1")
    var exact = ByteReader([4, 1, 2, 3, 4])
    #expect(try exact.readBlock("column").remaining == 4)
    var negative = ByteReader([1])
    #expect(throws: TapeError.self) { _ = try negative.readCount(atMost: -1, "count") }
  }

  @Test func inflateGrowsItsBufferAndRefusesWrongSizes() throws {
    let payload = [UInt8](repeating: 7, count: 300_000) + (0..<1_000).map { UInt8($0 % 251) }
    var compressed: [UInt8] = []
    Zlib.deflate(payload, level: 9, into: &compressed)
    #expect(compressed.count < 2_000)
    let range = 0..<compressed.count
    #expect(Zlib.inflate(compressed, range, expectedSize: payload.count) == payload)
    #expect(Zlib.inflate(compressed, range, expectedSize: payload.count - 1) == nil)
    #expect(Zlib.inflate(compressed, range, expectedSize: payload.count + 1) == nil)
    #expect(Zlib.inflate(compressed, 0..<compressed.count - 5, expectedSize: payload.count) == nil)
    // 1032:1 is deflate's ceiling (zlib technical details).
    #expect(Zlib.maximumInflatedSize(ofCompressed: 10) == 11 * 1032)
    #expect(payload.count <= Zlib.maximumInflatedSize(ofCompressed: compressed.count) ?? 0)
    #expect(Zlib.maximumInflatedSize(ofCompressed: Int.max / 2) == nil)
  }

  @Test func aChunkClaimingMoreThanDeflateCanProduceIsSkippedBeforeInflating() throws {
    let (bytes, intact) = try Self.tape(seed: 8, chunkCount: 3)
    let chunk = intact.chunks[1]
    var writer = ByteWriter()
    writer.bytes = bytes
    let compressed = chunk.byteCount - ChunkHeader.size
    writer.patchUInt32(UInt32(compressed * 1032 + 1033), at: chunk.byteOffset + 32)
    writer.patchUInt32(
      Zlib.crc32(writer.bytes, chunk.byteOffset..<chunk.byteOffset + 44), at: chunk.byteOffset + 44)
    let tape = try TapeReader.read(bytes: writer.bytes)
    #expect(tape.recoveries.count == 1)
    #expect(tape.recoveries.first?.chunkIndex == 1)
    #expect(tape.recoveries.first?.code == .malformed)
    #expect(tape.recoveries.first?.lostEventCount == chunk.eventCount)
    #expect(tape.recoveries.first?.message.contains("can inflate to") == true)
    #expect(tape.chunks.map(\.index) == [0, 2])
  }
}
