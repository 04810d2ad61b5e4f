import ArgumentParser
import Foundation
import HapticTapeTestSupport
import Testing

@testable import HapticTapeCLI

@Suite struct ImportCommandParsingTests {
  @Test func importParsesItsFormatFileAndOptions() throws {
    let command = try HapticTapeCommand.parseAsRoot([
      "import", "getevent", "log.txt", "--panel", "1080x2400", "--scene", "pizza-halves", "--split",
      "gestures",
      "-o", "out",
    ])
    #expect(command is ImportCommand)
  }

  @Test(arguments: [
    ["import", "getevent", "log.txt", "-o", "x.htape"],  // no scene
    ["import", "getevent", "log.txt", "--scene", "cube"],  // no output
    ["import", "getevent", "log.txt", "--dry-run", "--strict", "sometimes"],
    ["import", "getevent", "log.txt", "--dry-run", "--split", "touches"],
    ["import", "xml", "log.txt", "--dry-run"],
    ["import", "getevent", "log.txt", "--dry-run", "--frame-interval", "1e300"],
    ["import", "getevent", "log.txt", "--dry-run", "--lead", "-1"],
  ])
  func importRejectsIncompleteOrWrongOptions(_ arguments: [String]) {
    #expect(throws: (any Error).self) { try HapticTapeCommand.parseAsRoot(arguments) }
  }
}

@Suite(.enabled(if: BuiltBinary.exists)) struct ImportCommandEndToEndTests {
  /// `--dry-run` on each real log (format, file, options) and what it prints after the path:
  /// the counts RealTouchLogTests asserts (and a Python count confirmed): touches, gestures,
  /// fingers, samples, frames, span, median interval, dropped and duplicate frames, touches
  /// cancelled at the end.
  static let dryRuns: [([String], String)] = [
    (
      ["getevent", "swipe-shield_getevent-lt_filtered.txt"],
      "getevent, 15170 lines, 0 skipped, 9570 input frames\n  touches 222, gestures 222, fingers 1, samples 9571, frames 9570\n"
        + "  span 420.797883 s, median interval 5.443 ms\n  dropped frames 843, duplicate frames 0, cancelled at end 1\n"
    ),
    (
      ["getevent", "touch-dynamics-research_getevent-lt_raw_data_now.txt"],
      "getevent, 366 lines, 0 skipped, 90 input frames\n  touches 4, gestures 4, fingers 1, samples 90, frames 90\n"
        + "  span 2.142275 s, median interval 8.435 ms\n  dropped frames 6, duplicate frames 0, cancelled at end 0\n"
    ),
    (
      ["getevent", "nsgamescriptor_getevent_two-finger.txt", "--frame-interval", "8"],
      "getevent, 210 lines, 0 skipped, 51 input frames\n  touches 2, gestures 1, fingers 2, samples 53, frames 51\n"
        + "  span 0.400000 s, median interval 16.000 ms\n  dropped frames 0, duplicate frames 0, cancelled at end 2\n"
    ),
    (
      ["getevent", "hellonode_getevent_oneplus3t.txt", "--frame-interval", "8"],
      "getevent, 56 lines, 0 skipped, 10 input frames\n  touches 1, gestures 1, fingers 1, samples 9, frames 8\n"
        + "  span 0.072000 s, median interval 8.000 ms\n  dropped frames 2, duplicate frames 0, cancelled at end 1\n"
    ),
    (
      ["getevent", "nsgamescriptor_getevent_two-finger.txt"],
      "getevent, 210 lines, 0 skipped, 51 input frames\n  touches 2, gestures 1, fingers 2, samples 53, frames 51\n"
        + "  span 50 frames, median interval 2 frames (no timestamps: pass --frame-interval MS for times)\n"
        + "  dropped frames 0, duplicate frames 0, cancelled at end 2\n"
    ),
    (
      ["getevent", "hellonode_getevent_oneplus3t.txt"],
      "getevent, 56 lines, 0 skipped, 10 input frames\n  touches 1, gestures 1, fingers 1, samples 9, frames 8\n"
        + "  span 9 frames, median interval 1 frames (no timestamps: pass --frame-interval MS for times)\n"
        + "  dropped frames 2, duplicate frames 0, cancelled at end 1\n"
    ),
    (
      ["flutter", "scroll_test_flutter_pointerdata_scrollingRecord.json"],
      "flutter, 7315 lines, 0 skipped, 379 input frames\n  touches 1, gestures 1, fingers 1, samples 379, frames 379\n"
        + "  span 3.393000 s, median interval 9.000 ms\n  dropped frames 3, duplicate frames 0, cancelled at end 0\n"
    ),
    (
      [
        "csv", "touch-dynamics-research_unpluged_touch.csv", "--position-unit", "panel",
        "--missing=-420",
      ],
      "csv, 91 lines, 0 skipped, 90 input frames\n  touches 4, gestures 4, fingers 1, samples 90, frames 90\n"
        + "  span 2.142275 s, median interval 8.435 ms\n  dropped frames 6, duplicate frames 0, cancelled at end 0\n"
    ),
  ]

  @Test(arguments: dryRuns.filter { !TouchLogFixture.isReferenceOnly($0.0[1]) })
  func dryRunPrintsTheCountsOfEachRealLog(_ arguments: [String], _ expected: String) throws {
    try Self.expectDryRun(arguments, expected)
  }

  @Test(
    .enabled(
      if: dryRuns.allSatisfy { TouchLogFixture.isAvailable($0.0[1]) },
      TouchLogFixture.referenceOnlyReason),
    arguments: dryRuns.filter { TouchLogFixture.isReferenceOnly($0.0[1]) })
  func dryRunPrintsTheCountsOfEachReferenceOnlyLog(_ arguments: [String], _ expected: String)
    throws
  {
    try Self.expectDryRun(arguments, expected)
  }

  /// `import FORMAT FILE --dry-run OPTIONS…` prints `expected` after the file's path.
  static func expectDryRun(_ arguments: [String], _ expected: String) throws {
    let path = try TouchLogFixture.path(arguments[1])
    var command = ["import", arguments[0], path, "--dry-run"]
    command += arguments.dropFirst(2)
    let run = try BuiltBinary.run(command)
    #expect(run.status == 0)
    #expect(run.output == "\(path): \(expected)")
  }

  /// `import --split gestures` on the real swipe-shield capture: one tape per swipe, and every
  /// one replays clean (Sources/Library/HapticTape/Documentation.docc/ImportingDeviceLogs.md).
  @Test func swipeShieldSplitsIntoOneTapePerSwipeThatReplayClean() throws {
    let path = try TouchLogFixture.path("swipe-shield_getevent-lt_filtered.txt")
    let directory = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("swipes").path
    let imported = try BuiltBinary.run([
      "import", "getevent", path, "--panel", "1080x2400", "--scene", "pizza-halves", "--split",
      "gestures", "-o", output,
    ])
    #expect(imported.status == 0)
    #expect(imported.output.hasSuffix("\(output): 222 tapes, one per gesture\n"))
    #expect(!imported.output.contains("had not come to rest"))
    #expect(
      imported.error.contains(
        "warning: touch #222 (log contact 222, down since line 15165) is still down at the end of the log"
      ))
    let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    #expect(files.count == 222)
    #expect(files.first == "001.htape")
    #expect(files.last == "222.htape")
    let replay = try BuiltBinary.run(["replay", output])
    #expect(replay.status == 0)
    #expect(replay.output.hasSuffix("222 tapes: 222 match\n"))
  }

  @Test(
    .enabled(
      if: TouchLogFixture.isAvailable("scroll_test_flutter_pointerdata_scrollingRecord.json"),
      TouchLogFixture.referenceOnlyReason))
  func flutterRecordingImportsOnPizzaHalves() throws {
    let path = try TouchLogFixture.path("scroll_test_flutter_pointerdata_scrollingRecord.json")
    let directory = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tape = directory.appendingPathComponent("flutter.htape").path
    let imported = try BuiltBinary.run([
      "import", "flutter", path, "--scene", "pizza-halves", "-o", tape,
    ])
    #expect(imported.status == 0)
    #expect(imported.output.hasPrefix("\(tape): 379 inputs, "))
    #expect(!imported.output.contains("had not come to rest"))
    #expect(try BuiltBinary.run(["replay", tape]).status == 0)
  }

  @Test func badInputExitsTwoNamingFileAndLineAndWritesNothing() throws {
    let csv = try TouchLogFixture.path("swipe-shield_sample_swipe_data.csv")
    let directory = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tape = directory.appendingPathComponent("out.htape").path
    let backwards = try BuiltBinary.run([
      "import", "csv", csv, "--position-unit", "panel", "--panel", "1080x2400", "--scene",
      "pizza-halves", "-o", tape,
    ])
    #expect(backwards.status == 2)
    #expect(
      backwards.error.hasPrefix(
        "haptictape: \(csv):4215: error: time goes backwards: 21854.202040 s after 21859.073972 s on line 4214"
      ))
    #expect(!FileManager.default.fileExists(atPath: tape))

    let garbage = directory.appendingPathComponent("garbage.txt")
    try Data("hello\nworld\n".utf8).write(to: garbage)
    let split = directory.appendingPathComponent("split").path
    let unreadable = try BuiltBinary.run([
      "import", "getevent", garbage.path, "--panel", "1080x2400", "--scene", "pizza-halves",
      "--split", "gestures", "-o", split,
    ])
    #expect(unreadable.status == 2)
    #expect(unreadable.error.contains("2 of 2 lines cannot be read (more than 1 %)"))
    #expect(unreadable.error.contains("\(garbage.path):1:6: error: not a getevent line"))
    #expect(!FileManager.default.fileExists(atPath: split))

    let nan = directory.appendingPathComponent("nan.jsonl")
    try Data(
      "{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":1}\n{\"t\":0.01,\"id\":1,\"phase\":\"moved\",\"x\":NaN,\"y\":1}\n"
        .utf8
    )
    .write(to: nan)
    let notANumber = try BuiltBinary.run([
      "import", "jsonl", nan.path, "--scene", "pizza-halves", "-o", tape,
    ])
    #expect(notANumber.status == 2)
    #expect(
      notANumber.error.hasPrefix("haptictape: \(nan.path):2:38: error: NaN is not a JSON number"))
    #expect(!FileManager.default.fileExists(atPath: tape))

    let empty = directory.appendingPathComponent("empty.txt")
    try Data().write(to: empty)
    let nothing = try BuiltBinary.run([
      "import", "getevent", empty.path, "--panel", "1080x2400", "--scene", "cube", "-o", tape,
    ])
    #expect(nothing.status == 2)
    #expect(
      nothing.error
        == "haptictape: \(empty.path): error: the log has no touch in it; check the file and the format\n"
    )
    #expect(!FileManager.default.fileExists(atPath: tape))

    let noPanel = try BuiltBinary.run([
      "import", "getevent", try TouchLogFixture.path("swipe-shield_getevent-lt_filtered.txt"),
      "--scene", "pizza-halves", "-o", tape,
    ])
    #expect(noPanel.status == 2)
    #expect(noPanel.error.contains("pass --panel WxH"))
    #expect(!FileManager.default.fileExists(atPath: tape))
  }
}
