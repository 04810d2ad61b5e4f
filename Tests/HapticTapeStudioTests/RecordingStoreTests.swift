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
