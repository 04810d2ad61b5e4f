import ArgumentParser
import Foundation
import Testing

@testable import HapticTapeCLI

/// `export --android|--web` and `ahap convert --android|--web`: parsing, and runs of the built
/// binary for the exit codes and what is printed.
@Suite struct HapticExportCommandTests {
  static func tape(_ scene: String, _ name: String) -> String {
    ReportExportCommandTests.golden(scene, name)
  }

  // MARK: - Parsing

  @Test func exportTakesATargetFlagAndANotation() throws {
    let command = try #require(
      try HapticTapeCommand.parseAsRoot(["export", "a.htape", "--android", "--format", "json"])
        as? ExportCommand)
    #expect(command.format == .android)
    #expect(command.notation == .json)
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot(["export", "a.htape", "--web", "--format", "swift"])
    }
  }

  @Test func notationFollowsTheOutputsExtensionThenTheTarget() throws {
    #expect(try HapticTargetExport.notation(nil, target: .android, output: nil) == .kotlin)
    #expect(try HapticTargetExport.notation(nil, target: .android, output: "h.JSON") == .json)
    #expect(try HapticTargetExport.notation(nil, target: .web, output: nil) == .json)
    #expect(try HapticTargetExport.notation(.json, target: .android, output: "h.kt") == .json)
    #expect(throws: CommandFailure.self) {
      try HapticTargetExport.notation(.kotlin, target: .web, output: nil)
    }
  }

  // MARK: - Built binary

  @Test func exportForAndroidWritesKotlinAndListsTheLosses() throws {
    try #require(BuiltBinary.exists)
    let run = try BuiltBinary.run([
      "export", Self.tape("secret-offer", "pull-success-two-fingers"), "--android",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("val waveform: VibrationEffect = VibrationEffect.createWaveform("))
    #expect(run.output.contains(".addPrimitive(VibrationEffect.Composition.PRIMITIVE_SLOW_RISE"))
    #expect(run.error.contains("Android: a waveform of "))
    #expect(run.error.contains("  lost on android: waveform: sharpness is not kept"))
  }

  @Test func exportForTheWebWritesTheJSONToAFile() throws {
    try #require(BuiltBinary.exists)
    let directory = try BuiltBinary.temporaryDirectory()
    let path = directory.appendingPathComponent("shuffle.json").path
    let run = try BuiltBinary.run([
      "export", Self.tape("pizza-halves", "shuffle"), "--web", "-o", path,
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.hasPrefix("\(path): web: a pattern of "))
    #expect(run.output.contains("  lost on web: intensity: navigator.vibrate"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        as? [String: Any])
    let pattern = try #require(json["pattern"] as? [Int])
    #expect(pattern.count % 2 == 1)
  }

  @Test func aTapeWithoutHapticsExportsAnEmptyEffectAndSaysSo() throws {
    try #require(BuiltBinary.exists)
    let run = try BuiltBinary.run([
      "export", Self.tape("photos", "delete-last"), "--android", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.error.contains("the tape has no haptic events; wrote an empty effect"))
    #expect(run.output.contains("\"timings\" : ["))
  }

  @Test func kotlinForTheWebIsBadInputAndExits2() throws {
    try #require(BuiltBinary.exists)
    let run = try BuiltBinary.run([
      "export", Self.tape("pizza-halves", "shuffle"), "--web", "--format", "kotlin",
    ])
    #expect(run.status == 2)
    #expect(run.error.contains("--format kotlin is for --android"))
    let alone = try BuiltBinary.run([
      "export", Self.tape("pizza-halves", "shuffle"), "--ahap", "--format", "json",
    ])
    #expect(alone.status == 2)
    #expect(alone.error.contains("--format kotlin|json goes with --android or --web"))
  }

  @Test func ahapConvertsForAndroidAndTheWeb() throws {
    try #require(BuiltBinary.exists)
    let ahap = AHAPCommandTests.fixture("handmade", "dynamic_parameters.ahap")
    let android = try BuiltBinary.run(["ahap", "convert", ahap, "--android", "--format", "json"])
    #expect(android.status == 0, "\(android.error)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(android.output.utf8)) as? [String: Any])
    #expect(json["startMs"] as? Int == 0)
    let web = try BuiltBinary.run(["ahap", "convert", ahap, "--web"])
    #expect(web.status == 0, "\(web.error)")
    #expect(web.output.contains("\"pattern\" : ["))
    let tape = try BuiltBinary.run([
      "ahap", "convert", Self.tape("pizza-halves", "shuffle"), "--web",
    ])
    #expect(tape.status == 2)
    #expect(tape.error.contains("export its haptic events with `haptictape export"))
  }

  @Test func aPatternBeyondTheBrowsersLimitIsRefusedNamingIt() throws {
    try #require(BuiltBinary.exists)
    let directory = try BuiltBinary.temporaryDirectory()
    // 60 taps 100 ms apart: 119 entries, more than the 99 browsers play.
    let lines = (0..<60).map { index in
      #"{"kind":"haptic","t":\#(Double(index) / 10),"stream":"haptics","name":"transient","#
        + #""fields":{"intensity":1.0,"sharpness":0.5}}"#
    }
    let input = directory.appendingPathComponent("taps.jsonl")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: input)
    let run = try BuiltBinary.run(["ahap", "convert", input.path, "--web"])
    #expect(run.status == 2)
    #expect(run.error.contains("the web pattern has 119 entries; browsers play the first 99"))
    #expect(run.error.contains("kVibrationPatternLengthMax"))
    #expect(run.output.isEmpty)
  }
}
