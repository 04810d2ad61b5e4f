import Foundation
import HapticTapeTestSupport
import Testing

@testable import Tape

/// The tapes a mutational probe of the CLI found crashing, hanging or reading damage as intact
/// (`Tests/Fixtures/fuzz-findings/`), each with the exact outcome it must have now; and a
/// real format 1.0 recording, which must still read.
@Suite struct FuzzFindingsTests {
  static func read(_ name: String) throws -> RecordedTape {
    try TapeReader.read(contentsOf: RepositoryFixture.file("fuzz-findings", name).path)
  }

  /// The tape's one recovery report.
  static func onlyLoss(of tape: RecordedTape) throws -> TapeRecovery {
    try #require(tape.recoveries.count == 1, "\(tape.recoveries)")
    return try #require(tape.recoveries.first)
  }

  @Test func aLengthPastItsSectionIsAMalformedChunkNotACrash() throws {
    let tape = try Self.read("varint-out-of-bounds.htape")
    #expect(tape.header.version == TapeHeader.Version(major: 1, minor: 0))
    #expect(tape.chunks.isEmpty)
    #expect(tape.events.isEmpty)
    let loss = try Self.onlyLoss(of: tape)
    #expect(loss.code == .malformed)
    #expect(loss.chunkIndex == 0)
    #expect(loss.byteOffset == 134)
    #expect(loss.lostEventCount == 76)
    #expect(
      loss.message
        == "payload of chunk 0 ends inside length of section (192 bytes declared, 190 left) at "
        + "byte 328; its 76 events (0.000000–0.783333 s) were skipped")
  }

  @Test func chunksClaimingMoreThanDeflateCanProduceAreSkippedUnread() throws {
    let tape = try Self.read("chunks-claim-256mib.htape")
    #expect(tape.chunks.isEmpty)
    #expect(tape.recoveries.count == 200)
    #expect(tape.recoveries.map(\.chunkIndex) == Array(0..<200))
    for loss in tape.recoveries {
      #expect(loss.code == .malformed)
      #expect(loss.lostEventCount == 142)
      #expect(
        loss.message.hasPrefix("chunk \(loss.chunkIndex) claims 268435456 uncompressed bytes"))
    }
  }

  @Test func aRemovedChunkIsReportedWithItsTimeSpan() throws {
    let tape = try Self.read("chunk-1-removed.htape")
    let indices = tape.chunks.map(\.index)
    #expect(indices == [0] + Array(2...55))
    #expect(tape.events.count == 785_243)
    let loss = try Self.onlyLoss(of: tape)
    #expect(loss.code == .missingChunks)
    #expect(loss.chunkIndex == 1)
    #expect(loss.chunkCount == 1)
    #expect(
      loss.message
        == "chunk 1 is missing: the chunk at byte 49558 is chunk 2, not 1; the events after "
        + "60.000000 s and before 120.000000 s were lost")
  }

  @Test func aCutChunkLosesOnlyItselfAndTheNextChunkIsKept() throws {
    let tape = try Self.read("chunk-2-cut-chunk-3-intact.htape")
    #expect(tape.chunks.map(\.index) == [0, 1] + Array(3...55))
    let loss = try Self.onlyLoss(of: tape)
    #expect(loss.code == .truncated)
    #expect(loss.chunkIndex == 2)
    #expect(loss.byteOffset == 98_883)
    #expect(loss.byteCount == 123_553 - 98_883)
    #expect(loss.lostEventCount == 14_390)
  }

  @Test func aHugePageCountInTheHeaderStillReadsAsATape() throws {
    // The overflow is the scene's to refuse; the tape itself is intact.
    let tape = try Self.read("config-pagecount-overflow.htape")
    #expect(tape.recoveries.isEmpty)
    #expect(tape.events.count == 142)
    #expect(tape.header.sceneConfiguration == #"{"pageCount":9223372036854775807}"#)
  }

  /// A golden as format 1.0 wrote it (no trailer): it reads intact, and written again in the
  /// current format it reads back with the same events and a trailer that seals them.
  @Test func aFormatOnePointZeroTapeStillReads() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let old = try TapeReader.read(
      contentsOf: tests.appendingPathComponent(
        "Fixtures/format-1.0/pull-success-two-fingers.htape"
      ).path)
    #expect(old.header.version == TapeHeader.Version(major: 1, minor: 0))
    #expect(old.recoveries.isEmpty)
    #expect(old.warnings.isEmpty)
    #expect(old.events.count == 1_288)
    var writer = TapeWriter(header: old.header)
    try writer.append(contentsOf: old.events)
    try writer.finish()
    let current = try TapeReader.read(bytes: writer.bytes)
    var header = old.header
    header.version = .current
    #expect(current.header == header)
    #expect(current.recoveries.isEmpty)
    #expect(current.events == old.events)
  }

  /// The same golden as format 1.1 wrote it (trailer, Rice-coded touch residuals): it reads
  /// intact, to the events the golden in the current format holds.
  @Test func aFormatOnePointOneTapeReadsToTheGoldensEvents() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let old = try TapeReader.read(
      contentsOf: tests.appendingPathComponent(
        "Fixtures/format-1.1/pull-success-two-fingers.htape"
      ).path)
    #expect(old.header.version == TapeHeader.Version(major: 1, minor: 1))
    #expect(old.recoveries.isEmpty)
    #expect(old.warnings.isEmpty)
    #expect(old.events.count == 1_265)
    let golden = try TapeReader.read(
      contentsOf: tests.appendingPathComponent(
        "../../Recordings/secret-offer/pull-success-two-fingers.htape"
      ).path)
    #expect(golden.header.version == .current)
    #expect(golden.recoveries.isEmpty)
    #expect(golden.events == old.events)
    var header = old.header
    header.version = .current
    #expect(golden.header == header)
  }
}
