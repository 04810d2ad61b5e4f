import Foundation
import Testing

/// NaN, infinities and 1e308 given where input enters (a gesture script, a configuration, an
/// option, a tape) are refused with one clear line and exit 2, never a trap in a conversion
/// to integer nanoseconds or counts.
///
/// The first line of standard error is compared exactly (`FILE` stands for the file's path):
/// no tolerance.
@Suite(.enabled(if: BuiltBinary.exists)) struct NonFiniteInputEndToEndTests {
  /// The package root, for the recorded scripts and tapes.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Gesture scripts and the line each prints.
  @Test(arguments: [
    (
      "touch 1 at 10,10\nwait 1e308s\n",
      "haptictape: FILE:2:6: expected a duration such as 0.4s or 120ms after 'wait', found '1e308s'"
    ),
    (
      "touch 1 at nan,10\n",
      "haptictape: FILE:1:12: expected a point such as 120,400 after 'at', found 'nan,10'"
    ),
    (
      "fling 1 from 0,0 to 100,0 velocity inf\n",
      "haptictape: FILE:1:36: expected a release velocity in points per second such as 1500 after 'velocity', found 'inf'"
    ),
    (
      "touch 1 at 10,10\nhold 1 for 9e9s\n",
      "haptictape: FILE:2:12: duration '9e9s' is longer than the 600 s limit of one statement (GestureScript.maximumStatementDuration); split it"
    ),
  ])
  func scripts(text: String, line: String) throws {
    let folder = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("s.gesture")
    try text.write(to: script, atomically: true, encoding: .utf8)
    let run = try BuiltBinary.run(["script", script.path])
    #expect(run.status == 2)
    #expect(Self.firstLine(run.error) == line.replacingOccurrences(of: "FILE", with: script.path))
  }

  /// A configuration's durations are checked against the scene's range before any conversion.
  @Test(arguments: [
    (
      #"{"tapTurnDuration":1e308}"#,
      #"haptictape: --config: "tapTurnDuration" must be a number in 0…60 (seconds), got 1e+308. What to do: give each key a value of its type and range; `haptictape scenes` lists them"#
    ),
    (
      #"{"tapTurnDuration":-1e308}"#,
      #"haptictape: --config: "tapTurnDuration" must be a number in 0…60 (seconds), got -1e+308. What to do: give each key a value of its type and range; `haptictape scenes` lists them"#
    ),
    (
      #"{"tapTurnDuration":1e999}"#,
      #"haptictape: --config: the configuration is not a JSON object such as {"key": value}: {"tapTurnDuration":1e999}. What to do: give each key a value of its type and range; `haptictape scenes` lists them"#
    ),
  ])
  func configurations(json: String, line: String) throws {
    let folder = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = Self.root.appendingPathComponent("Recordings/cube/swipe-next.gesture").path
    let tape = folder.appendingPathComponent("x.htape").path
    let run = try BuiltBinary.run([
      "record", "--script", script, "--scene", "cube", "--config", json, "-o", tape,
    ])
    #expect(run.status == 2)
    #expect(Self.firstLine(run.error) == line)
    #expect(!FileManager.default.fileExists(atPath: tape))
  }

  /// Options whose values become times, counts or grid sizes.
  @Test(arguments: [
    (
      ["import", "csv", "log.csv", "--dry-run", "--start", "99999999999999999999"],
      "Error: The value '99999999999999999999' is invalid for '--start <start>': expected the log time in decimal seconds, such as 21576.084956"
    ),
    (
      ["layout", "cube", "--offset", "1e308,0"],
      "Error: The value '1e308,0' is invalid for '--offset <offset>': column 1: '1e308' is not a decimal number from -1000000000 to 1000000000; write X,Y in points, e.g. 0,300"
    ),
    (
      ["replay", "Recordings", "--time-tolerance", "nan"],
      "Error: The value 'nan' is invalid for '--time-tolerance <time-tolerance>': expected a decimal number from 0 to 60000 (milliseconds)"
    ),
    (
      [
        "sweep", "Recordings/secret-offer", "--scene", "secret-offer", "--vary",
        "openProgress=-1e308...1e308/1e-300",
      ],
      "haptictape: --vary openProgress=-1e308...1e308/1e-300: over 10^15 values, more than the 10000 one axis may take; use a larger step"
    ),
    (
      [
        "sweep", "Recordings/secret-offer", "--scene", "secret-offer", "--vary",
        "openProgress=nan,0.5",
      ],
      "haptictape: --vary openProgress=nan,0.5: nan is outside \"openProgress\"'s range, 0…1"
    ),
  ])
  func options(arguments: [String], line: String) throws {
    let run = try BuiltBinary.run(arguments)
    #expect(run.status == 2)
    #expect(Self.firstLine(run.error) == line)
  }

  /// A JSON Lines tape whose touch time is too large for the time grid, or not finite.
  @Test(arguments: [
    (
      "1e308",
      "haptictape: FILE:3:21: t 1e308 is beyond ±2^53 grid steps. What to do: fix the value on this line"
    ),
    (
      "1e999",
      "haptictape: FILE:3:21: t 1e999 is not finite. What to do: fix the value on this line"
    ),
  ])
  func tapes(time: String, line: String) throws {
    let folder = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tape = Self.root.appendingPathComponent("Recordings/cube/swipe-next.htape").path
    let (original, edited) = (
      folder.appendingPathComponent("a.jsonl"), folder.appendingPathComponent("b.jsonl")
    )
    let converted = try BuiltBinary.run(["convert", tape, "-o", original.path])
    try #require(converted.status == 0)
    var lines = try String(contentsOf: original, encoding: .utf8).components(separatedBy: "\n")
    try #require(lines[2].hasPrefix(#"{"kind":"touch","t":0.100000,"#))
    lines[2] = lines[2].replacingOccurrences(of: "0.100000", with: time)
    try lines.joined(separator: "\n").write(to: edited, atomically: true, encoding: .utf8)
    let run = try BuiltBinary.run(["inspect", edited.path])
    #expect(run.status == 2)
    #expect(Self.firstLine(run.error) == line.replacingOccurrences(of: "FILE", with: edited.path))
  }

  private static func firstLine(_ text: String) -> String? {
    text.split(separator: "\n").first.map(String.init)
  }
}
