import ArgumentParser
import Foundation
import HapticTape
import Testing

@testable import HapticTapeCLI

@Suite struct RecordReplayCommandParsingTests {
  @Test func recordTakesSceneScriptAndOutput() throws {
    let command = try HapticTapeCommand.parseAsRoot([
      "record", "--scene", "cube", "--script", "swipe.gesture", "-o", "swipe.htape", "--config",
      #"{"initialPage":2}"#,
    ])
    let record = try #require(command as? RecordCommand)
    #expect(
      record.scene == "cube" && record.script == "swipe.gesture" && record.output == "swipe.htape")
    #expect(record.config == #"{"initialPage":2}"#)
    #expect(record.device == "iphone-15-pro")
  }

  @Test func recordNeedsAScene() {
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot(["record", "--script", "a.gesture", "-o", "a.htape"])
    }
  }

  @Test func replayParsesUpdateAndTolerances() throws {
    let command = try HapticTapeCommand.parseAsRoot([
      "replay", "Recordings", "--update", "--time-tolerance", "2", "--position-tolerance", "0.25",
      "--intensity-tolerance", "0.05",
    ])
    let replay = try #require(command as? ReplayCommand)
    #expect(replay.update && replay.timeTolerance == 2 && replay.positionTolerance == 0.25)
    #expect(replay.intensityTolerance == 0.05)
  }

  @Test func negativeToleranceIsAUsageError() {
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot(["replay", "x.htape", "--position-tolerance", "-1"])
    }
  }

  @Test(arguments: [
    ([:], RecordMode.missing), (["CI": "true"], .never),
    (["CI": "true", "HAPTICTAPE_RECORD": "all"], .all),
    (["HAPTICTAPE_RECORD": "failed"], .failed),
  ])
  func recordModeFollowsTheEnvironment(environment: [String: String], mode: RecordMode) throws {
    #expect(try RecordMode.resolved(environment: environment) == mode)
  }

  @Test func unknownRecordModeIsAnError() {
    #expect(throws: RecordMode.InvalidName(value: "sometimes")) {
      try RecordMode.resolved(environment: ["HAPTICTAPE_RECORD": "sometimes"])
    }
  }

  /// `--record-mode` is read as a RecordMode: a name it lacks is a usage error listing them.
  @Test func recordModeOptionTakesTheModeNames() throws {
    let replay = try #require(
      try HapticTapeCommand.parseAsRoot(["replay", "Recordings", "--record-mode", "failed"])
        as? ReplayCommand)
    #expect(replay.recordMode == .failed)
    let error = #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot(["replay", "Recordings", "--record-mode", "sometimes"])
    }
    #expect(
      error.map { HapticTapeCommand.message(for: $0) }
        == "The value 'sometimes' is invalid for '--record-mode <record-mode>'. Please provide one of 'missing', 'all', 'never' or 'failed'."
    )
  }

  @Test func inspectAllFlagParses() throws {
    let command = try HapticTapeCommand.parseAsRoot(["inspect", "--all", "t.htape"])
    #expect(try #require(command as? InspectCommand).all)
  }
}

/// Records a session with the built binary, replays it, and breaks it on purpose.
@Suite struct RecordReplayEndToEndTests {
  private let run = TapeCommandEndToEndTests.run

  private func recordWheel(in directory: URL) throws -> String {
    let script = directory.appendingPathComponent("fling.gesture")
    try "wait 100ms\nfling 1 from 300,500 to 120,500 velocity 900\n".write(
      to: script, atomically: true, encoding: .utf8)
    let tape = directory.appendingPathComponent("fling.htape").path
    let recorded = try run([
      "record", "--scene", "spinning-wheel", "--script", script.path, "-o", tape,
    ])
    #expect(recorded.status == 0, "\(recorded.error)")
    #expect(recorded.output.contains("outputs (haptic"))
    return tape
  }

  @Test func recordedTapeReplaysCleanAndInspects() throws {
    let directory = try TapeCommandEndToEndTests.temporaryDirectory()
    let tape = try recordWheel(in: directory)
    let replayed = try run(["replay", directory.path])
    #expect(replayed.status == 0)
    #expect(replayed.output.hasSuffix("1 tape: 1 match\n"))
    let table = try run(["inspect", tape])
    #expect(table.status == 0)
    #expect(table.output.contains("selection") && table.output.contains("centeredItemChanged"))
    #expect(!table.output.contains("didScroll"))
    let all = try run(["inspect", "--all", tape])
    #expect(all.output.contains("didScroll"))
  }

  @Test func changedBehaviourExitsOneWithTheFirstDivergence() throws {
    let directory = try TapeCommandEndToEndTests.temporaryDirectory()
    let path = try recordWheel(in: directory)
    var tape = try TapeReader.read(contentsOf: path)
    tape.header.sceneConfiguration = #"{"playsSelectionFeedback":false}"#
    var writer = try TapeWriter(path: path, header: tape.header)
    try writer.append(contentsOf: tape.events)
    try writer.finish()
    let replayed = try run(["replay", path, "--record-mode", "never"])
    #expect(replayed.status == 1)
    #expect(replayed.output.contains("event missing from the replay"))
    #expect(replayed.output.contains("expected haptic selection"))
  }

  @Test func badInputExitsTwo() throws {
    let directory = try TapeCommandEndToEndTests.temporaryDirectory()
    let script = directory.appendingPathComponent("bad.gesture")
    try "touch 1 at 10,10\ndrag 1 to 20,20 in 0.4\n".write(
      to: script, atomically: true, encoding: .utf8)
    let recorded = try run([
      "record", "--scene", "cube", "--script", script.path, "-o",
      directory.appendingPathComponent("x.htape").path,
    ])
    #expect(recorded.status == 2)
    #expect(recorded.error.contains("bad.gesture:2:"))
    let shuffle = directory.appendingPathComponent("shuffle.gesture")
    try "wait 100ms\n# one argument too many\ncommand shuffle 3\n".write(
      to: shuffle, atomically: true, encoding: .utf8)
    let rejected = try run([
      "record", "--scene", "pizza-halves", "--script", shuffle.path, "-o",
      directory.appendingPathComponent("s.htape").path,
    ])
    #expect(rejected.status == 2)
    #expect(rejected.error.contains("shuffle.gesture:3:1: "))
    let unknown = try run(["record", "--scene", "nope", "--script", script.path, "-o", "/dev/null"])
    #expect(unknown.status == 2)
    let missing = try run(["replay", directory.appendingPathComponent("none").path])
    #expect(missing.status == 2)
    #expect(missing.error.contains("no such file or directory"))
  }

  @Test func scenesListsEveryScene() throws {
    let listed = try run(["scenes"])
    #expect(listed.status == 0)
    for id in ["secret-offer", "pizza-halves", "spinning-wheel", "photos", "cube"] {
      #expect(listed.output.contains("\(id)\n"))
    }
  }
}
