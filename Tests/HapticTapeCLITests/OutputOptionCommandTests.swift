import Foundation
import HapticTape
import Testing

/// Commands that write files take `-o/--output` alike and never write binary under a `.jsonl` name.
@Suite struct OutputOptionCommandTests {
  static func script(_ scene: String, _ name: String) -> String {
    ReportExportCommandTests.golden(scene, name).replacingOccurrences(
      of: ".htape", with: ".gesture")
  }

  @Test func recordWritesJSONLinesForAJSONLinesName() throws {
    try #require(BuiltBinary.exists)
    let directory = try BuiltBinary.temporaryDirectory()
    let jsonl = directory.appendingPathComponent("swipe.jsonl").path
    let run = try BuiltBinary.run([
      "record", "--scene", "cube", "--script", Self.script("cube", "swipe-next"), "-o", jsonl,
    ])
    #expect(run.status == 0, "\(run.error)")
    let text = try String(contentsOfFile: jsonl, encoding: .utf8)
    #expect(text.hasPrefix(#"{"htape":"1.2""#))
    let tape = try TapeJSONLines.decode(contentsOf: jsonl)
    let golden = try TapeReader.read(
      contentsOf: ReportExportCommandTests.golden("cube", "swipe-next"))
    #expect(tape.events == golden.events)
  }

  @Test func recordRefusesANameThatIsNeitherFormat() throws {
    try #require(BuiltBinary.exists)
    let directory = try BuiltBinary.temporaryDirectory()
    let path = directory.appendingPathComponent("swipe.txt").path
    let run = try BuiltBinary.run([
      "record", "--scene", "cube", "--script", Self.script("cube", "swipe-next"), "-o", path,
    ])
    #expect(run.status == 2)
    #expect(run.error.contains("does not end in .htape or .jsonl"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func ahapConvertOfATapePointsToExport() throws {
    try #require(BuiltBinary.exists)
    let tape = ReportExportCommandTests.golden("cube", "swipe-next")
    let run = try BuiltBinary.run(["ahap", "convert", tape])
    #expect(run.status == 2)
    #expect(
      run.error.contains(
        "this is a tape, not AHAP or JSON Lines; export its haptic events with `haptictape export"))
  }

  @Test func convertTakesTheOutputAsAnOptionOrAnArgument() throws {
    try #require(BuiltBinary.exists)
    let directory = try BuiltBinary.temporaryDirectory()
    let tape = ReportExportCommandTests.golden("cube", "swipe-next")
    let viaOption = directory.appendingPathComponent("a.jsonl").path
    let viaArgument = directory.appendingPathComponent("b.jsonl").path
    #expect(try BuiltBinary.run(["convert", tape, "-o", viaOption]).status == 0)
    #expect(try BuiltBinary.run(["convert", tape, viaArgument]).status == 0)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: viaOption))
        == Data(contentsOf: URL(fileURLWithPath: viaArgument)))
    #expect(try BuiltBinary.run(["convert", tape]).status != 0)
  }
}
