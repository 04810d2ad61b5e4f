import HapticTapeStudio
import Replay
import Scenes
import SeedScenes
import Tape
import Testing

/// A live session holds what its next reply needs, not the session: the tape events held back
/// after the last frame stepped and the report items not yet sent stay within a window however
/// long the session runs.
@Suite struct LiveSessionMemoryTests {
  /// The most tape events and report items the session held after any message, stepping and
  /// sending each message's reply as the studio does.
  static func largestHeld(scene: String, seconds: Double) throws -> (events: Int, items: Int) {
    var session = try LiveSession(
      sceneID: scene, deviceName: "iphone-15-pro", configuration: "{}", registry: .builtIn,
      writerVersion: "test")
    _ = try session.update(upTo: 0)
    _ = session.reportDelta()
    var largest = (events: 0, items: 0)
    for message in SyntheticPointers.messages(seconds: seconds) {
      for event in message.events { try session.accept(event) }
      _ = try session.update(upTo: message.now)
      _ = session.reportDelta()
      largest.events = max(largest.events, session.heldEventCount)
      largest.items = max(largest.items, session.heldReportItemCount)
    }
    return largest
  }

  @Test(arguments: ["photos", "cube"])
  func heldEventsAndReportItemsDoNotGrowWithTheSession(scene: String) throws {
    let short = try Self.largestHeld(scene: scene, seconds: 6)
    let long = try Self.largestHeld(scene: scene, seconds: 36)
    // Six times the session, the same window: a message's inputs held back `inputLag` and the
    // outputs of the frames after them, the last layout sample's cells and an open phase. (The
    // report keeps every haptic event, to convert them whole; these two scenes play none.)
    #expect(long.events <= short.events, "\(scene): \(long) held, \(short) at 6 s")
    #expect(long.items <= short.items, "\(scene): \(long) held, \(short) at 6 s")
    #expect(long.events < 100, "\(scene): \(long)")
    #expect(long.items < 200, "\(scene): \(long)")
  }

  @Test func aRestartStillGivesTheWholeReRecording() throws {
    var session = try LiveSession(
      sceneID: "photos", deviceName: "iphone-15-pro", configuration: "{}", registry: .builtIn,
      writerVersion: "test")
    var updates: [LiveSession.Update] = []
    let messages = SyntheticPointers.messages(seconds: 4)
    for (index, message) in messages.enumerated() {
      var events = message.events
      if index == 150 {
        // A third finger tapped 200 ms back: before frames already stepped.
        let time = message.now - 200
        events.insert(
          PointerEvent(pointerID: 3, pointerType: "touch", phase: .began, time: time, x: 50, y: 50),
          at: 0)
        events.insert(
          PointerEvent(pointerID: 3, pointerType: "touch", phase: .ended, time: time, x: 50, y: 50),
          at: 1)
      }
      for event in events { try session.accept(event) }
      updates.append(try session.update(upTo: message.now))
    }
    let last = try #require(messages.last).now
    let restarts = updates.indices.filter { updates[$0].isRestart }
    #expect(restarts == [150])
    let restart = try #require(restarts.last)
    // The events since the last restart, put together, are the session's and a re-recording's.
    let live = updates[restart...].flatMap(\.events)
    #expect(live.elementsEqual(session.events))
    #expect(live.elementsEqual(try session.recording(upTo: last).events))
    #expect(session.heldEventCount < 100)
  }
}
