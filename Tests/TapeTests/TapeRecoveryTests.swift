import HapticTapeTestSupport
import Testing
import TouchCore

@testable import Tape

@Suite struct TapeRecoveryTests {
  /// A small tape of several chunks, and the byte offsets where each chunk starts and ends.
  static let events = RandomSession.events(seed: 42, count: 120, pixelAligned: true)
  static let bytes: [UInt8] = {
    var writer = TapeWriter(
      header: RandomSession.header,
      configuration: TapeWriter.Configuration(maximumEventsPerChunk: 25))
    try? writer.append(contentsOf: events)
    try? writer.finish()
    return writer.bytes
  }()
  static let intact: RecordedTape =
    (try? TapeReader.read(bytes: bytes))
    ?? RecordedTape(
      header: RandomSession.header, events: [])

  @Test func theSmallTapeHasFiveChunks() {
    #expect(Self.intact.chunks.count == 5)
    #expect(Self.intact.chunks.map(\.eventCount) == [25, 25, 25, 25, 20])
    // The 48-byte header and 20-byte payload of the trailer follow the last chunk.
    #expect(
      Self.intact.chunks.last.map { $0.byteOffset + $0.byteCount + 68 } == Self.bytes.count)
    #expect(Self.intact.recoveries.isEmpty)
  }

  @Test func aTapeCutAtEveryOffsetYieldsExactlyItsSealedChunks() throws {
    let headerSize = Self.intact.chunks[0].byteOffset
    for cut in 0..<Self.bytes.count {
      let prefix = Array(Self.bytes[..<cut])
      guard cut >= headerSize else {
        #expect(throws: TapeError.self) { try TapeReader.read(bytes: prefix) }
        continue
      }
      let tape = try TapeReader.read(bytes: prefix)
      let sealed = Self.intact.chunks.filter { $0.byteOffset + $0.byteCount <= cut }
      #expect(tape.chunks == sealed, "cut at \(cut)")
      #expect(
        tape.events == Array(Self.intact.events.prefix(sealed.reduce(0) { $0 + $1.eventCount })))
      let atBoundary = sealed.last.map { $0.byteOffset + $0.byteCount } ?? headerSize
      // Every cut is reported, at a chunk boundary too (the trailer is missing), and names the
      // first chunk it cost.
      #expect(tape.recoveries.count == 1, "cut at \(cut)")
      #expect(tape.recoveries.first?.code == .truncated)
      #expect(tape.recoveries.first?.byteOffset == atBoundary)
      #expect(tape.recoveries.first?.chunkIndex == sealed.count)
    }
  }

  @Test func aFlippedByteInAnyChunkIsReportedWithItsChunkAndOffset() throws {
    for chunk in Self.intact.chunks {
      for offset in chunk.byteOffset..<chunk.byteOffset + chunk.byteCount {
        var damaged = Self.bytes
        damaged[offset] ^= 0x5A
        let tape = try TapeReader.read(bytes: damaged)
        #expect(tape.recoveries.count == 1, "flip at \(offset)")
        #expect(tape.recoveries.first?.chunkIndex == chunk.index, "flip at \(offset)")
        #expect(tape.recoveries.first?.byteOffset == chunk.byteOffset, "flip at \(offset)")
        #expect(
          tape.chunks.map(\.index) == Self.intact.chunks.map(\.index).filter { $0 != chunk.index })
        let before = Self.intact.chunks.prefix(chunk.index).reduce(0) { $0 + $1.eventCount }
        let expected = Array(
          Self.intact.events[..<before] + Self.intact.events[(before + chunk.eventCount)...])
        #expect(tape.events == expected, "flip at \(offset)")
      }
    }
  }

  @Test func aDamagedHeaderIsAnErrorNamingItsOffset() throws {
    var damaged = Self.bytes
    damaged[30] ^= 0x01
    let error = try #require(throws: TapeError.self) {
      try TapeReader.read(bytes: damaged, path: "pull.htape")
    }
    #expect(error.code == .checksumMismatch)
    #expect(error.byteOffset == TapeHeader.fixedSize)
    #expect(error.description.hasPrefix("pull.htape: byte 22: the header's CRC-32 does not match"))
  }

  @Test func recoveryDescribesWhatWasLost() throws {
    let cut = Self.intact.chunks[2].byteOffset + 60
    let tape = try TapeReader.read(bytes: Array(Self.bytes[..<cut]))
    let loss = try #require(tape.recoveries.first)
    #expect(loss.lostEventCount == 25)
    #expect(loss.byteCount == 60)
    #expect(
      loss.description.hasPrefix(
        "byte \(Self.intact.chunks[2].byteOffset) (chunk 2): the file ends inside chunk 2"))
  }

  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func randomlyDamagedTapesNeverTrapAndKeepTheirIntactChunks(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let headerSize = Self.intact.chunks[0].byteOffset
    for _ in 0..<300 {
      var damaged = Self.bytes
      for _ in 0..<Int.random(in: 1...6, using: &rng) {
        let offset = Int.random(in: headerSize..<damaged.count, using: &rng)
        damaged[offset] = UInt8.random(in: 0...255, using: &rng)
      }
      if Bool.random(using: &rng) {
        damaged.removeLast(Int.random(in: 0..<(damaged.count - headerSize), using: &rng))
      }
      // Either an error or a recovered tape; never a trap. Whatever is returned is intact.
      guard let tape = try? TapeReader.read(bytes: damaged) else { continue }
      for chunk in tape.chunks {
        #expect(Self.intact.chunks.contains(chunk))
      }
      #expect(tape.events.count == tape.chunks.reduce(0) { $0 + $1.eventCount })
    }
  }

  @Test func randomJSONLinesGarbageIsAnErrorWithALine() throws {
    var rng = SplitMix64(seed: 9)
    let text = TapeJSONLines.encode(
      header: Self.intact.header, events: Array(Self.intact.events.prefix(40)))
    let bytes = Array(text.utf8)
    for _ in 0..<200 {
      var damaged = bytes
      let offset = Int.random(in: 0..<damaged.count, using: &rng)
      damaged[offset] = UInt8.random(in: 0...255, using: &rng)
      do {
        _ = try TapeJSONLines.decode(damaged)
      } catch let error as TapeError {
        #expect(error.line != nil)
      }
    }
  }
}
