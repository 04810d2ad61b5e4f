import CoreHaptics
import Haptics
import HeadlessRuntime
import Testing
import TouchCore

/// Times are sums and quotients of seconds: 1e-9 s.
private let tolerance = 1e-9

private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

private func taps(at times: [TimeInterval]) throws -> CHHapticPattern {
  try CHHapticPattern(
    events: times.map {
      CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: $0)
    },
    parameters: [])
}

private func expectTimes(
  _ events: [HapticEvent], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation
) {
  let times = events.map(\.time)
  #expect(times.count == expected.count, "\(times)", sourceLocation: sourceLocation)
  for (time, want) in zip(times, expected) {
    #expect(abs(time - want) <= tolerance, "\(times)", sourceLocation: sourceLocation)
  }
}

@Suite("CoreHaptics: the advanced player loops, pauses, seeks and changes speed")
struct CHHapticAdvancedPlayerTests {
  @Test("a loop of 0.25 s repeats the taps before its end, one cycle at a time")
  func loops() throws {
    let runtime = HeadlessRuntime(display: display)
    let engine = try CHHapticEngine()
    try engine.start()
    let player = try engine.makeAdvancedPlayer(with: try taps(at: [0, 0.1, 0.3]))
    player.loopEnabled = true
    player.loopEnd = 0.25
    try runtime.run { try player.start(atTime: 0) }
    runtime.advance(to: .seconds(0.6))
    expectTimes(runtime.takeHaptics(), [0, 0.1, 0.25, 0.35, 0.5, 0.6])
    try runtime.run { try player.stop(atTime: CHHapticTimeImmediate) }
    runtime.advance(to: .seconds(5))
    #expect(runtime.takeHaptics().isEmpty)
    #expect(!runtime.hasPendingWork)
  }

  @Test("at playback rate 2 events come twice as soon and last half as long")
  func rate() throws {
    let runtime = HeadlessRuntime(display: display)
    let engine = try CHHapticEngine()
    try engine.start()
    let hum = CHHapticEvent(
      eventType: .hapticContinuous, parameters: [], relativeTime: 0.4, duration: 0.2)
    let tap = CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: 0.2)
    let player = try engine.makeAdvancedPlayer(
      with: CHHapticPattern(events: [tap, hum], parameters: []))
    player.playbackRate = 2
    var finishedAt: Double?
    player.completionHandler = { _ in finishedAt = runtime.now.seconds }
    try runtime.run { try player.start(atTime: 1) }
    runtime.advance(to: .seconds(2))
    let events = runtime.takeHaptics()
    expectTimes(events, [1.1, 1.2])
    if case .continuous(let event) = events.last {
      #expect(abs(event.duration - 0.1) <= tolerance)
    } else {
      Issue.record("expected the continuous event last")
    }
    // The pattern lasts 0.6 s; at rate 2 it ends 0.3 s after its start.
    #expect(abs((finishedAt ?? 0) - 1.3) <= tolerance)
    // A rate that is not a positive number is refused and reported.
    player.playbackRate = .nan
    #expect(player.playbackRate == 2)
  }

  @Test("pause keeps the position and resume plays the rest from there; seek moves it")
  func pauseResumeSeek() throws {
    let runtime = HeadlessRuntime(display: display)
    let engine = try CHHapticEngine()
    try engine.start()
    let player = try engine.makeAdvancedPlayer(with: try taps(at: [0.1, 0.3, 0.5]))
    try runtime.run { try player.start(atTime: 0) }
    runtime.advance(to: .seconds(0.2))
    try runtime.run { try player.pause(atTime: CHHapticTimeImmediate) }
    runtime.advance(to: .seconds(1))
    expectTimes(runtime.takeHaptics(), [0.1])
    // Paused at 0.2 s into the pattern: the taps at 0.3 and 0.5 follow 0.1 and 0.3 s later.
    try runtime.run { try player.resume(atTime: CHHapticTimeImmediate) }
    runtime.advance(to: .seconds(1.2))
    expectTimes(runtime.takeHaptics(), [1.1])
    try runtime.run { try player.seek(toOffset: 0) }
    runtime.advance(to: .seconds(2))
    expectTimes(runtime.takeHaptics(), [1.3, 1.5, 1.7])
    #expect(throws: CHHapticError.self) { try player.seek(toOffset: .infinity) }
  }
}
