import Foundation
import HapticTape
import HapticTapeTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built binary on the inputs a mutational probe found crashing or hanging it
/// (`Tests/Fixtures/fuzz-findings`), and on the messages that blamed the wrong thing.
@Suite(.enabled(if: BuiltBinary.exists))
struct InputHardeningEndToEndTests {
  static func run(_ arguments: [String]) throws -> BuiltBinary.Run {
    try BuiltBinary.run(arguments)
  }

  /// `Tests/Fixtures/fuzz-findings/<name>`.
  static func finding(_ name: String) -> String {
    RepositoryFixture.file("fuzz-findings", name).path
  }

  /// `Recordings/cube/swipe-next.gesture`.
  static let cubeScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Recordings/cube/swipe-next.gesture").path

  /// Writes `text` to a fresh file named `name` and returns its path.
  static func file(_ name: String, _ text: String) throws -> String {
    let path = try BuiltBinary.temporaryDirectory().appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static let whatToDo =
    ". What to do: give each key a value of its type and range; `haptictape scenes` lists them\n"

  // MARK: - AHAP

  @Test func ahapTimeOf1e13IsAnErrorForValidateInspectAndConvert() throws {
    let file = Self.finding("ahap-time-1e13.ahap")
    let diagnostic =
      "\(file):1:44: error: $.Pattern[0].Event.Time: Time 10000000000000.0 s is past the latest "
      + "time a timeline holds, 9007199254.740992 s (2^53 microseconds); skipped; write the time "
      + "in seconds from the start of the pattern\n"

    let validate = try Self.run(["ahap", "validate", file])
    #expect(validate.status == 2)
    #expect(validate.error == diagnostic)
    #expect(validate.output == "\(file): invalid, 0 events (1 error, 0 warnings, 0 notes)\n")

    // inspect shows what it could read (here nothing) and exits 2 for the error.
    let inspect = try Self.run(["ahap", "inspect", file])
    #expect(inspect.status == 2)
    #expect(inspect.error == diagnostic)
    #expect(inspect.output.hasPrefix("\(file): Version 1.0\n"))

    let convert = try Self.run(["ahap", "convert", file])
    #expect(convert.status == 2)
    #expect(
      convert.error
        == diagnostic
        + "haptictape: \(file): not converted because of the errors above; fix them or remove "
        + "those entries\n")
  }

  // MARK: - Configuration

  @Test func aTapeWhosePageCountOverflowsIsRefusedNamingItsHeader() throws {
    let file = Self.finding("config-pagecount-overflow.htape")
    let result = try Self.run(["replay", file])
    #expect(result.status == 2)
    #expect(
      result.error
        == "haptictape: \(file): the tape's header: \"pageCount\" must be an integer in "
        + "1…1000000, got 9223372036854775807" + Self.whatToDo)
    #expect(result.output == "1 tape: 0 match, 1 unreadable\n")
  }

  @Test(arguments: [
    (#"{"pageCount":9223372036854775807}"#, "9223372036854775807"),
    (#"{"pageCount":1e18}"#, "1000000000000000000"),
    (#"{"pageCount":5.5}"#, "5.5"),
  ])
  func aBadConfigBlamesConfigNotTheScript(config: String, got: String) throws {
    let output = try BuiltBinary.temporaryDirectory().appendingPathComponent("o.htape").path
    let result = try Self.run([
      "record", "--scene", "cube", "--script", Self.cubeScript, "--config", config, "-o", output,
    ])
    #expect(result.status == 2)
    #expect(
      result.error
        == "haptictape: --config: \"pageCount\" must be an integer in 1…1000000, got \(got)"
        + Self.whatToDo)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func scenesListsEveryKeysRange() throws {
    let result = try Self.run(["scenes"])
    #expect(result.status == 0)
    #expect(result.output.contains("    pageCount: an integer in 1…1000000; default 5\n"))
    #expect(
      result.output.contains(
        "    tapZoneFraction: a number above 0 and at most 0.5; default 0.3333333333333333\n"))
  }

  // MARK: - Scene commands

  @Test(arguments: [
    (
      "command rotate 100000x1",
      "rotate expects one screen size WxH, such as 852x393, at least 100 pt tall (the 66 pt "
        + "strip on the bottom safe-area inset), got 'rotate 100000x1'"
    ),
    ("command delete -1", "delete expects one photo index from 0 to 9, got 'delete -1'"),
  ])
  func aRefusedCommandIsPrintedAsWrittenAtItsLine(line: String, message: String) throws {
    let script = try Self.file("commands.gesture", "wait 10ms\n  \(line)\n")
    let output = (script as NSString).deletingLastPathComponent + "/o.htape"
    let result = try Self.run(["record", "--scene", "photos", "--script", script, "-o", output])
    #expect(result.status == 2)
    let lines = result.error.split(separator: "\n").map(String.init)
    #expect(lines.first == "haptictape: \(script):2:3: \(message)")
    // The session until the refusal (the command its one input) is kept beside the tape asked
    // for, which is not written.
    let partial = (script as NSString).deletingLastPathComponent + "/o.partial.htape"
    #expect(lines.count == 2 && lines[1].hasPrefix("\(partial): 1 inputs, "), "\(result.error)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  // MARK: - Scripts

  @Test func aScriptPastTheStatementLimitIsRefusedNamingTheLimit() throws {
    let script = try Self.file(
      "long.gesture",
      String(repeating: "wait 1ms\n", count: GestureScript.maximumStatementCount + 1))
    let result = try Self.run(["script", "--summary", script])
    #expect(result.status == 2)
    #expect(
      result.error
        == "haptictape: \(script):100001:1: the script has more than 100000 statements, the "
        + "limit of a gesture script (GestureScript.maximumStatementCount); split the session "
        + "into several scripts\n")
  }

  @Test func twoHundredShortWaitsLastOneSecond() throws {
    let script = try Self.file("waits.gesture", String(repeating: "wait 5ms\n", count: 200))
    let result = try Self.run(["script", "--summary", script])
    #expect(result.status == 0)
    #expect(
      result.output
        == "\(script): 0 touch samples from 0 finger(s), 0 command(s), 1.000 s on iphone-15-pro "
        + "(120 Hz, @3x)\n")
  }

  // MARK: - Paths that are not files

  @Test func aDirectoryIsNamedAsOneOnce() throws {
    let directory = try BuiltBinary.temporaryDirectory().appendingPathComponent("d.htape").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let script = try Self.run(["script", directory])
    #expect(script.status == 2)
    #expect(
      script.error
        == "haptictape: \(directory): is a directory, not a file; pass a .gesture script file "
        + "inside it\n")
    let inspect = try Self.run(["inspect", directory])
    #expect(inspect.status == 2)
    #expect(
      inspect.error
        == "haptictape: \(directory): is a directory, not a file; pass a .htape or .jsonl tape "
        + "file inside it\n")
  }

  @Test func anOutputFolderIsRefusedWithAFileNameOfTheRightKind() throws {
    let folder = try BuiltBinary.temporaryDirectory().appendingPathComponent("out").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let tape = Self.cubeScript.replacingOccurrences(of: ".gesture", with: ".htape")
    let report = try Self.run(["report", tape, "-o", folder])
    #expect(report.status == 2)
    #expect(report.output.isEmpty)  // refused before any tape is replayed
    #expect(
      report.error.split(separator: "\n").first.map(String.init)
        == "Error: --output \(folder): a folder, not a file; name the file to write, such as "
        + "\(folder)/report.html")
  }

  @Test func aFifoIsNamedAsOneAndNeverWaitedOn() throws {
    let fifo = try BuiltBinary.temporaryDirectory().appendingPathComponent("f.htape").path
    try #require(mkfifo(fifo, 0o600) == 0)
    for (arguments, expected) in [
      (["replay", fifo], "a .htape file or a folder of them"),
      (["inspect", fifo], "a .htape or .jsonl tape file"),
      (["script", fifo], "a .gesture script file"),
      (["ahap", "inspect", fifo], "an AHAP file"),
    ] {
      let result = try Self.run(arguments)
      #expect(result.status == 2)
      #expect(
        result.error
          == "haptictape: \(fifo): is a fifo (named pipe), not a file; save the data to a file "
          + "and pass \(expected)\n")
    }
  }
}
