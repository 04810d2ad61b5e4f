import Foundation
import HapticTapeStudio
import Replay
import Scenes
import SeedScenes
import Tape
import Testing

/// Saving a live session: the tape and the touches, never over a file unless confirmed.
@Suite struct RecordingStoreTests {
  static func session() throws -> LiveSession {
    var session = try LiveSession(
      sceneID: "cube", deviceName: "iphone-se", configuration: "{}", registry: .builtIn,
      writerVersion: "test")
    try session.accept(
      PointerEvent(pointerID: 4, pointerType: "touch", phase: .began, time: 500, x: 300, y: 300))
    for step in 1...10 {
      try session.accept(
        PointerEvent(
          pointerID: 4, pointerType: "touch", phase: .moved, time: 500 + Double(step) * 16,
          x: 300 - Double(step) * 20,
          y: 300))
    }
    try session.accept(
      PointerEvent(pointerID: 4, pointerType: "touch", phase: .ended, time: 676, x: 100, y: 300))
    return session
  }

  static func folder() -> String {
    let path = NSTemporaryDirectory() + "studio-store-\(UUID().uuidString)"
    return path
  }

  @Test func savesATapeThatReplaysCleanAndItsTouchesAndRefusesToOverwriteUnasked() throws {
    let directory = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = try RecordingStore(directory: directory, registry: .builtIn)
    let session = try Self.session()
    let saved = try store.save(session, as: try RecordingName("swipe"), overwrite: false)
    #expect(saved.tape == "swipe.htape")
    #expect(saved.inputCount == 12)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [
        "swipe.htape", "swipe.touches.jsonl",
      ])
    let tape = try RecordedTape(contentsOf: directory + "/swipe.htape")
    #expect(tape.header.sceneID == "cube")
    #expect(tape.header.metadata == ["import": "jsonl", "source": "swipe.touches.jsonl"])
    #expect(try Session.replay(tape, registry: .builtIn).report == nil)
    #expect(try store.tapeNames() == ["swipe.htape"])

    #expect(throws: StudioError(.fileExists, "swipe.htape exists; confirm to replace it")) {
      try store.save(session, as: try RecordingName("swipe"), overwrite: false)
    }
    _ = try store.save(session, as: try RecordingName("swipe"), overwrite: true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 2)
  }

  /// A save writes its tape as the scene runs; the file is byte for byte the final recording
  /// written whole, as saves wrote it when they held every event, and the counts are its own.
  @Test(arguments: [
    ("photos", 6.0, false), ("cube", 4.0, true), ("secret-offer", 5.0, false),
    ("spinning-wheel", 3.0, false), ("pizza-halves", 3.0, true),
  ])
  func aSavedTapeIsTheFinalRecordingWrittenWhole(scene: String, seconds: Double, leavesDown: Bool)
    throws
  {
    let directory = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = try RecordingStore(directory: directory, registry: .builtIn)
    var session = try LiveSession(
      sceneID: scene, deviceName: "iphone-15-pro", configuration: "{}", registry: .builtIn,
      writerVersion: "test")
    for message in SyntheticPointers.messages(seconds: seconds, leavesDown: leavesDown) {
      for event in message.events { try session.accept(event) }
      _ = try session.update(upTo: message.now)
      _ = session.reportDelta()
    }
    let name = try RecordingName("take")
    let saved = try store.save(session, as: name, overwrite: false)
    let recording = try session.finalRecording(touchesFile: name.touchesFile)
    let whole = directory + "/whole.htape"
    try RecordedTape(header: recording.header, events: recording.events).write(to: whole)
    let bytes = try #require(FileManager.default.contents(atPath: directory + "/take.htape"))
    #expect(bytes == FileManager.default.contents(atPath: whole), "\(scene)")
    #expect(bytes.count > 1_000)
    let outputs = recording.events.filter { !$0.kind.isInput }
    #expect(saved.inputCount == recording.events.count - outputs.count)
    #expect(saved.outputCount == outputs.count)
    #expect(saved.hapticCount == outputs.filter { $0.kind.name == "haptic" }.count)
    // The fingers' last cycle ends 0.5 s before the session's end when they stay down.
    #expect(saved.duration > seconds - 0.5)
    #expect(
      FileManager.default.contents(atPath: directory + "/take.touches.jsonl")
        == Data(session.stream.touchJSONLines().utf8))
    // Nothing else is left in the folder: no scratch file.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [
        "take.htape", "take.touches.jsonl", "whole.htape",
      ])
  }

  @Test func theLiveRecordingIsTheSavedOneUpToItsTime() throws {
    let session = try Self.session()
    let live = try session.recording(upTo: 676)
    let saved = try session.finalRecording(touchesFile: "x.touches.jsonl")
    let liveInputs = live.events.filter { $0.kind.isInput }
    #expect(liveInputs == saved.events.filter { $0.kind.isInput })
    // The saved run goes on to rest; up to the live run's end both recorded the same outputs.
    #expect(saved.events.count > live.events.count)
    #expect(Array(saved.events.prefix(live.events.count)) == live.events)
  }

  @Test func anUnknownSceneOrDeviceIsAnError() {
    #expect(throws: SceneError.self) {
      try LiveSession(
        sceneID: "nope", deviceName: "iphone-se", configuration: "{}", registry: .builtIn,
        writerVersion: "t")
    }
    #expect(throws: StudioError.self) {
      try LiveSession(
        sceneID: "cube", deviceName: "nokia", configuration: "{}", registry: .builtIn,
        writerVersion: "t")
    }
    #expect(throws: (any Error).self) {
      try LiveSession(
        sceneID: "cube", deviceName: "iphone-se", configuration: "{\"x\":", registry: .builtIn,
        writerVersion: "t")
    }
  }
}
