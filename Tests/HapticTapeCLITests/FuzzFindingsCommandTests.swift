import Foundation
import HapticTapeTestSupport
import Testing

/// The tape commands of `Tests/Fixtures/fuzz-findings/PROVENANCE.md`, run on the built binary:
/// each exits 2 with the damage it found (0 for an intact tape), never a crash.
@Suite(.enabled(if: BuiltBinary.exists))
struct FuzzFindingsCommandTests {
  /// Each damaged tape and the start of the first problem both commands report.
  static let damaged: [(file: String, problem: String)] = [
    (
      "varint-out-of-bounds.htape",
      "byte 134 (chunk 0): payload of chunk 0 ends inside length of section"
    ),
    (
      "chunks-claim-256mib.htape", "byte 124 (chunk 0): chunk 0 claims 268435456 uncompressed bytes"
    ),
    ("chunk-1-removed.htape", "byte 49558 (chunk 1): chunk 1 is missing"),
    ("chunk-2-cut-chunk-3-intact.htape", "byte 98883 (chunk 2): chunk 2 is cut short"),
  ]

  @Test(arguments: damaged.map(\.file))
  func inspectAndReplayReportTheDamageAndExitTwo(file: String) throws {
    let path = RepositoryFixture.file("fuzz-findings", file).path
    let problem = try #require(Self.damaged.first { $0.file == file }?.problem)
    let summary = try BuiltBinary.run(["inspect", "--summary", path])
    #expect(summary.status == 2)
    #expect(summary.error.hasPrefix("haptictape: \(path): \(problem)"))
    #expect(!summary.output.contains("every chunk is intact"))
    let replay = try BuiltBinary.run(["replay", path])
    #expect(replay.status == 2)
    #expect(replay.error.hasPrefix("haptictape: \(path): damaged tape: \(problem)"))
    #expect(replay.output.hasSuffix("1 tape: 0 match, 1 unreadable\n"))
  }

  @Test func theConfigurationOverflowTapeIsAnIntactTape() throws {
    let path = RepositoryFixture.file("fuzz-findings", "config-pagecount-overflow.htape").path
    let summary = try BuiltBinary.run(["inspect", "--summary", path])
    #expect(summary.status == 0)
    #expect(
      summary.output.hasSuffix(
        "recovery  none: every chunk is intact (format 1.0 has no trailer: a file cut at a chunk "
          + "boundary would look whole)\n"))
  }
}
