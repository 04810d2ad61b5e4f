import Foundation
import HapticTape
import HapticTapeTestSupport
import HapticTapeUIKit
import Testing
import hosted_crash_tool

/// A hosted screen's configuration is checked against its keys' domains on every path, before
/// any of the app's code runs: `SpacedListScreen`'s own layout traps on a negative
/// `lineSpacing`, so a value that got through would end the test process.
@Suite struct HostedConfigurationCheckTests {
  /// The refusal every path gives, naming the key, its domain and the value.
  static let refusal = #""lineSpacing" must be a number in 0…100 (pt), got -260"#

  static var spaced: SpacedListScreen.Configuration {
    var configuration = SpacedListScreen.Configuration()
    configuration.lineSpacing = -260
    return configuration
  }

  @Test func theSceneRefusesItWhenBuilt() {
    #expect(throws: SceneError.self) {
      _ = try UIKitScene<SpacedListScreen>(device: .iPhone15Pro, configuration: Self.spaced)
    }
    do {
      _ = try UIKitScene<SpacedListScreen>.checked(device: .iPhone15Pro, configuration: Self.spaced)
      Issue.record("a lineSpacing of -260 was accepted")
    } catch {
      #expect(error.code == .invalidConfiguration)
      #expect(error.configurationKey == "lineSpacing")
      #expect(error.message == Self.refusal)
    }
  }

  @Test func aRecordingRefusesIt() throws {
    let registry: SceneRegistry = [UIKitScene<SpacedListScreen>.self]
    #expect(throws: SceneError.self) {
      _ = try Session.record(
        sceneID: SpacedListScreen.id, registry: registry, configuration: #"{"lineSpacing":-260}"#,
        device: .iPhone15Pro, inputs: [])
    }
    // The studio's live sessions start here.
    #expect(throws: SceneError.self) {
      _ = try Session.Live(
        sceneID: SpacedListScreen.id, registry: registry, configuration: #"{"lineSpacing":-260}"#,
        device: .iPhone15Pro, writerVersion: "test")
    }
  }

  @Test func aReplayRefusesATapeThatHoldsIt() throws {
    let registry: SceneRegistry = [UIKitScene<SpacedListScreen>.self]
    let recording = try Session.record(
      sceneID: SpacedListScreen.id, registry: registry, device: .iPhone15Pro, inputs: [])
    var tape = RecordedTape(header: recording.header, events: recording.events)
    tape.header.sceneConfiguration = #"{"lineSpacing":-260}"#
    // expectReplay and assertReplay replay through Session.replay.
    do {
      _ = try Session.replay(tape, registry: registry)
      Issue.record("a tape with lineSpacing -260 replayed")
    } catch let error as SceneError {
      #expect(error.code == .invalidConfiguration)
      #expect(error.message.contains(Self.refusal))
    }
  }

  @Test(.enabled(if: HostedCrashTool.exists)) func everyCommandRefusesItWithStatus2() throws {
    let folder = try ScratchFolder.make("hosted-configuration")
    try "touch 1 at 200,500\nlift 1\n".write(
      to: folder.appendingPathComponent("tap.gesture"), atomically: true, encoding: .utf8)
    let bad = #"{"lineSpacing":-260}"#
    let record = try HostedCrashTool.run(
      [
        "record", "--scene", "spaced-list", "--script", "tap.gesture", "-o", "bad.htape",
        "--config", bad,
      ],
      in: folder)
    #expect(record.status == 2)
    #expect(record.error.contains(Self.refusal))
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.htape").path))

    let good = try HostedCrashTool.run(
      ["record", "--scene", "spaced-list", "--script", "tap.gesture", "-o", "good.htape"],
      in: folder)
    #expect(good.status == 0, "\(good.error)")
    let replay = try HostedCrashTool.run(["replay", "good.htape", "--config", bad], in: folder)
    #expect(replay.status == 2)
    #expect(replay.error.contains(Self.refusal))
    #expect(replay.output.contains("1 tape: 0 match, 1 unreadable"))

    var tape = try TapeReader.read(contentsOf: folder.appendingPathComponent("good.htape").path)
    tape.header.sceneConfiguration = bad
    try tape.write(to: folder.appendingPathComponent("bad-header.htape").path)
    let report = try HostedCrashTool.run(
      ["report", "bad-header.htape", "-o", "report.html"], in: folder)
    #expect(report.status == 2)
    #expect(report.error.contains(Self.refusal))

    let sweep = try HostedCrashTool.run(
      [
        "sweep", "good.htape", "--scene", "spaced-list", "--vary", "lineSpacing=-260,10",
        "--outcome", "none",
      ],
      in: folder)
    #expect(sweep.status == 2)
    #expect(sweep.error.contains("lineSpacing"))
  }
}
