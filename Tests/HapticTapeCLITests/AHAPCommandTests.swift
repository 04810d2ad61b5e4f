import ArgumentParser
import Foundation
import Haptics
import Testing

@testable import HapticTapeCLI

@Suite struct AHAPCommandTests {
  /// `Tests/HapticsTests/Fixtures`, shared with the library tests.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("HapticsTests/Fixtures")

  static func fixture(_ folder: String, _ name: String) -> String {
    fixtures.appendingPathComponent(folder).appendingPathComponent(name).path
  }

  // MARK: - Parsing

  @Test func validateTakesFilesAndTheNotesFlag() throws {
    let command = try HapticTapeCommand.parseAsRoot([
      "ahap", "validate", "--notes", "a.ahap", "b.ahap",
    ])
    let validate = try #require(command as? AHAPValidateCommand)
    #expect(validate.files == ["a.ahap", "b.ahap"])
    #expect(validate.notes)
  }

  @Test func validateWithoutFilesIsAUsageError() {
    #expect(throws: (any Error).self) { try HapticTapeCommand.parseAsRoot(["ahap", "validate"]) }
  }

  @Test func inspectTakesOneFile() throws {
    let command = try HapticTapeCommand.parseAsRoot(["ahap", "inspect", "Hit.ahap"])
    #expect((command as? AHAPInspectCommand)?.file == "Hit.ahap")
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot(["ahap", "inspect", "a.ahap", "b.ahap"])
    }
  }

  @Test func convertDirectionFollowsTheInputUnlessToIsGiven() throws {
    let toJSONLines = try #require(
      try HapticTapeCommand.parseAsRoot(["ahap", "convert", "Hit.ahap"]) as? AHAPConvertCommand)
    #expect(toJSONLines.outputFormat == .jsonl)
    let toAHAP = try #require(
      try HapticTapeCommand.parseAsRoot(["ahap", "convert", "hit.jsonl", "-o", "hit.ahap"])
        as? AHAPConvertCommand)
    #expect(toAHAP.outputFormat == .ahap)
    #expect(toAHAP.output == "hit.ahap")
    let forced = try #require(
      try HapticTapeCommand.parseAsRoot(["ahap", "convert", "Hit.ahap", "--to", "ahap"])
        as? AHAPConvertCommand)
    #expect(forced.outputFormat == .ahap)
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot(["ahap", "convert", "Hit.ahap", "--to", "xml"])
    }
  }

  @Test func maxCurvePointsMustBeAtLeastTwo() throws {
    let command = try #require(
      try HapticTapeCommand.parseAsRoot(["ahap", "convert", "a.jsonl", "--max-curve-points", "16"])
        as? AHAPConvertCommand)
    #expect(command.encoder.maximumControlPointsPerCurve == 16)
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot(["ahap", "convert", "a.jsonl", "--max-curve-points", "1"])
    }
  }

  // MARK: - End to end

  static func run(_ arguments: [String]) throws -> BuiltBinary.Run {
    try BuiltBinary.run(arguments)
  }

  /// A new empty folder for one test's output files.
  static func temporaryDirectory() throws -> URL { try BuiltBinary.temporaryDirectory() }

  @Test func validateExitsZeroOnAGoodFile() throws {
    let file = Self.fixture("samples", "apple__unityplugins__Recoil.ahap")
    let result = try Self.run(["ahap", "validate", file])
    #expect(result.status == 0)
    // source: apple/unityplugins @ 4b2455f6 Recoil.ahap (HapticSharpness −1.0, clamped
    // with a warning)
    #expect(
      result.output == """
        \(file):21:43: warning: $.Pattern[0].Event.EventParameters[1].ParameterValue: \
        HapticSharpness -1.0 is outside 0.0…1.0; clamped to 0.0 as Core Haptics does
        \(file): ok, 4 events (0 errors, 1 warning, 1 note)

        """)
    #expect(result.error.isEmpty)
  }

  @Test func validateExitsTwoOnABadFileAndNamesTheProblem() throws {
    let file = Self.fixture("samples", "Lofelt__NiceVibrations__invalid_fields.ahap")
    let result = try Self.run(["ahap", "validate", file])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("\(file):23:9: error: $.Pattern[1]: entry has no"))
    #expect(result.error.contains("\"ParameterCurves\" looks like a misspelling"))
    #expect(result.output == "\(file): invalid, 1 event (1 error, 0 warnings, 0 notes)\n")
  }

  @Test func validateExitsTwoOnMalformedJSONWithLineAndColumn() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("broken.ahap").path
    try Data("{\"Pattern\": [\n  {\"Event\": }\n]}".utf8).write(to: URL(fileURLWithPath: file))
    let result = try Self.run(["ahap", "validate", file])
    #expect(result.status == 2)
    #expect(
      result.error
        == "\(file):2:13: error: expected a value but found '}'; fix the JSON at that position\n")
  }

  @Test func inspectPrintsTheTimelineTable() throws {
    let file = Self.fixture("samples", "apple__unityplugins__Bounce.ahap")
    let result = try Self.run(["ahap", "inspect", file])
    #expect(result.status == 0)
    #expect(
      result.output == """
        \(file): Version 1.0 — A transient hit with a short trailing continuous
              time  type               duration  intensity  sharpness  details
          0.000000  transient                 -      1.000      0.540
          0.010000  continuous         0.038000      0.350      0.200
        2 events: transient 1, continuous 1; intensity 0.350…1.000; continuous 0.038000 s in total; ends at 0.048000 s

        """)
  }

  @Test func convertRoundTripsThroughJSONLines() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let jsonl = directory.appendingPathComponent("bounce.jsonl").path
    let ahap = directory.appendingPathComponent("bounce.ahap").path
    let toLines = try Self.run([
      "ahap", "convert", Self.fixture("samples", "apple__unityplugins__Bounce.ahap"), "-o", jsonl,
    ])
    #expect(toLines.status == 0)
    #expect(
      try String(contentsOfFile: jsonl, encoding: .utf8) == """
        {"kind":"haptic","t":0.000000,"stream":"haptics","name":"transient","fields":{"intensity":1.0,"sharpness":0.54}}
        {"kind":"haptic","t":0.010000,"stream":"haptics","name":"continuous","fields":{"intensity":0.35,"sharpness":0.2,"duration":{"sec":0.038}}}

        """)
    let back = try Self.run(["ahap", "convert", jsonl, "-o", ahap])
    #expect(back.status == 0)
    let validated = try Self.run(["ahap", "validate", "--notes", ahap])
    #expect(validated.output == "\(ahap): ok, 2 events (0 errors, 0 warnings, 0 notes)\n")
  }

  @Test func missingFileIsReportedWithExitTwo() throws {
    let result = try Self.run(["ahap", "inspect", "/nonexistent/x.ahap"])
    #expect(result.status == 2)
    #expect(
      result.error
        == "haptictape: /nonexistent/x.ahap: no such file; check the path and pass an AHAP file\n"
    )
  }
}
