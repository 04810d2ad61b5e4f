import HapticTapeStudio
import HapticTapeTesting
import Replay
import Scenes
import SeedScenes
import Tape
import Testing

/// Random pointer sessions, fed to the live view in random messages at random page times, end
/// where re-recording the whole session from t = 0 ends, event for event: stepping the scene
/// forward message by message is the same recording as the studio's save, whatever the fingers
/// and the message boundaries.
///
/// Seeded: every run checks the same sessions, and a failure names the scene and the session.
@Suite struct LiveSessionRandomSteppingTests {
  /// Sessions per scene (about two seconds for all in a debug build).
  static let sessionsPerScene = 40
  /// The most pointers down at once.
  static let maximumPointers = 3

  @Test(arguments: SceneRegistry.builtIn.ids)
  func randomMessagesStepToAWholeReRecord(scene: String) throws {
    var random = SplitMix64(seed: 0x4C49_5645 &+ UInt64(scene.utf8.reduce(0) { $0 &* 31 &+ $1 }))
    var withOutputs = 0
    var restarts = 0
    for index in 0..<Self.sessionsPerScene {
      var session = try LiveSession(
        sceneID: scene, deviceName: "iphone-15-pro", configuration: "{}", registry: .builtIn,
        writerVersion: "test")
      let events = Self.pointerEvents(using: &random)
      var updates: [LiveSession.Update] = []
      var now = events.first?.time ?? 0
      var next = 0
      while next < events.count {
        let count = Int.random(in: 1...12, using: &random)
        for event in events[next..<min(events.count, next + count)] {
          // A stream the page would not send (a move of a pointer not down) is refused and
          // leaves the session unchanged; the rest of the message goes on.
          try? session.accept(event)
        }
        next += count
        let last = events[min(events.count, next) - 1].time
        now = max(now, last + Double.random(in: 0...40, using: &random))
        updates.append(try session.update(upTo: now))
      }
      // The page's ticks after the last message, through the settle limit.
      for _ in 0..<Int.random(in: 1...60, using: &random) {
        now += Double.random(in: 16...400, using: &random)
        updates.append(try session.update(upTo: now))
      }
      let whole = try session.recording(upTo: now)
      let label = Comment(rawValue: "\(scene) session \(index): \(events.count) pointer events")
      #expect(session.header == whole.header, label)
      #expect(session.events.elementsEqual(whole.events), label)
      // What the updates said, from the last restart on, is the session's recording.
      let sinceRestart =
        updates.lastIndex(where: \.isRestart).map { updates[$0...] } ?? updates[...]
      #expect(sinceRestart.flatMap(\.events).elementsEqual(session.events), label)
      if session.events.contains(where: { !$0.kind.isInput }) { withOutputs += 1 }
      restarts += updates.filter(\.isRestart).count
    }
    // The sessions move the scene, and late events make the live view re-record.
    #expect(withOutputs >= Self.sessionsPerScene / 2)
    #expect(restarts > 0)
  }

  /// Up to ``maximumPointers`` pointers going down, moving and lifting (or cancelled) over a
  /// 393 × 852 pt screen and a little outside it, with gaps of 0–120 ms between events and now
  /// and then an event stamped up to 400 ms before the previous one (a browser's late delivery).
  static func pointerEvents(using random: inout SplitMix64) -> [PointerEvent] {
    var events: [PointerEvent] = []
    var down: [Int: (x: Double, y: Double)] = [:]
    var time = 1000.0
    for _ in 0..<Int.random(in: 4...90, using: &random) {
      let late = Int.random(in: 0..<8, using: &random) == 0
      time += Double.random(in: 0...120, using: &random)
      let stamp = late ? time - Double.random(in: 1...400, using: &random) : time
      let pointer = Int.random(in: 1...Self.maximumPointers, using: &random)
      if let at = down[pointer] {
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1:
          let phase: PointerEvent.Phase = Bool.random(using: &random) ? .ended : .cancelled
          events.append(
            PointerEvent(
              pointerID: pointer, pointerType: "touch", phase: phase, time: stamp,
              x: at.x, y: at.y))
          down[pointer] = nil
        default:
          let moved = (
            x: at.x + Double.random(in: -60...60, using: &random),
            y: at.y + Double.random(in: -90...90, using: &random)
          )
          events.append(
            PointerEvent(
              pointerID: pointer, pointerType: "touch", phase: .moved, time: stamp,
              x: moved.x, y: moved.y))
          down[pointer] = moved
        }
      } else {
        let at = (
          x: Double.random(in: -30...423, using: &random),
          y: Double.random(in: -30...882, using: &random)
        )
        events.append(
          PointerEvent(
            pointerID: pointer, pointerType: "touch", phase: .began, time: stamp,
            x: at.x, y: at.y))
        down[pointer] = at
      }
    }
    return events
  }
}
