import HapticTapeStudio
import Replay
import Scenes
import SeedScenes
import Tape
import Testing

/// The live view steps the scene forward message by message, and ends where re-recording the
/// whole session from t = 0 does, byte for byte.
@Suite struct LiveSessionSteppingTests {
  /// A two-finger drag in messages of `batch` events, the page's time a little after each.
  static func feed(
    scene: String, batch: Int, lateAt: Int? = nil
  ) throws -> (session: LiveSession, updates: [LiveSession.Update], now: Double) {
    var session = try LiveSession(
      sceneID: scene, deviceName: "iphone-15-pro", configuration: "{}", registry: .builtIn,
      writerVersion: "test")
    var events: [PointerEvent] = [
      PointerEvent(pointerID: 1, pointerType: "touch", phase: .began, time: 1000, x: 190, y: 300),
      PointerEvent(pointerID: 2, pointerType: "touch", phase: .began, time: 1004, x: 220, y: 320),
    ]
    for step in 1...60 {
      let time = 1000 + Double(step) * 8.3
      events.append(
        PointerEvent(
          pointerID: 1, pointerType: "touch", phase: .moved, time: time, x: 190,
          y: 300 + Double(step) * 4, pressure: 0.6,
          coalesced: [
            .init(time: time - 4, x: 190, y: 298 + Double(step) * 4, pressure: 0.55),
            .init(time: time, x: 190, y: 300 + Double(step) * 4, pressure: 0.6),
          ]))
      events.append(
        PointerEvent(
          pointerID: 2, pointerType: "touch", phase: .moved, time: time + 1.7, x: 220,
          y: 320 + Double(step) * 3.5))
    }
    events.append(
      PointerEvent(pointerID: 1, pointerType: "touch", phase: .ended, time: 1510, x: 190, y: 540))
    events.append(
      PointerEvent(pointerID: 2, pointerType: "touch", phase: .ended, time: 1512, x: 220, y: 530))
    var updates: [LiveSession.Update] = []
    var now = 1000.0
    var index = 0
    while index < events.count {
      var slice = Array(events[index..<min(events.count, index + batch)])
      if let lateAt, index == lateAt {
        // An event of the other pointer from before the last frame stepped.
        slice.insert(
          PointerEvent(
            pointerID: 3, pointerType: "touch", phase: .began, time: now - 200, x: 50, y: 50),
          at: 0)
        slice.append(
          PointerEvent(
            pointerID: 3, pointerType: "touch", phase: .ended, time: slice.last!.time, x: 50,
            y: 50))
      }
      for event in slice { try session.accept(event) }
      now = (slice.map(\.time).max() ?? now) + 3.1
      updates.append(try session.update(upTo: now))
      index += batch
    }
    // The page's ticks after the fingers lift, until the scene rests or the settle limit.
    for tick in stride(from: now + 50, through: now + 12_000, by: 50) {
      updates.append(try session.update(upTo: tick))
      now = tick
    }
    return (session, updates, now)
  }

  @Test(arguments: ["secret-offer", "photos", "cube"])
  func steppedForwardEqualsAWholeReRecord(scene: String) throws {
    let (session, updates, now) = try Self.feed(scene: scene, batch: 5)
    #expect(updates.allSatisfy { !$0.isRestart })
    let whole = try session.recording(upTo: now)
    #expect(session.header == whole.header)
    #expect(session.events.count == whole.events.count)
    #expect(session.events.elementsEqual(whole.events))
    // The updates' events, put together, are the session's.
    #expect(updates.flatMap(\.events).elementsEqual(session.events))
    // Byte for byte, as tapes.
    #expect(
      try Self.bytes(session.header, session.events) == Self.bytes(whole.header, whole.events))
    #expect(session.events.contains { !$0.kind.isInput })
  }

  static func bytes(_ header: TapeHeader, _ events: [TapeEvent]) throws -> [UInt8] {
    var writer = TapeWriter(header: header)
    try writer.append(contentsOf: events)
    try writer.finish()
    return Array(writer.bytes)
  }

  @Test func aLateEventReRecordsFromTheStart() throws {
    let (session, updates, now) = try Self.feed(scene: "secret-offer", batch: 8, lateAt: 80)
    #expect(updates.filter(\.isRestart).count == 1)
    let whole = try session.recording(upTo: now)
    #expect(session.events.elementsEqual(whole.events))
  }
}
