import CoreHaptics
import Testing

@Suite("CHHapticEngine: start() and stop() with await, as Swift imports the completion forms")
struct CHHapticEngineAsyncTests {
  static func tap() throws -> CHHapticPattern {
    try CHHapticPattern(
      events: [CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: 0)],
      parameters: [])
  }

  @Test("await start() runs the engine; await stop() stops it, so a player cannot start")
  func startAndStop() async throws {
    let engine = try CHHapticEngine()
    engine.isAutoShutdownEnabled = false
    try await engine.start()
    try engine.makePlayer(with: Self.tap()).start(atTime: CHHapticTimeImmediate)
    try await engine.stop()
    #expect {
      try engine.makePlayer(with: Self.tap()).start(atTime: CHHapticTimeImmediate)
    } throws: { ($0 as? CHHapticError)?.code == .engineNotRunning }
  }
}
