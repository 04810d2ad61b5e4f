import CoreHaptics
import Foundation
import Haptics
import HeadlessRuntime
import Testing
import TouchCore

/// Times are sums of a start and a relative time in seconds: 1e-9 s.
///
/// Values an app passes as
/// `Float` (intensity 0.8) read back as the nearest Float: 1e-6.
private let timeTolerance = 1e-9
private let floatTolerance = 1e-6

private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

private func fixture(_ path: String) -> URL {
  URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("HapticsTests/Fixtures")
    .appendingPathComponent(path)
}

/// A transient at 0.1 s and a continuous event of 0.2 s at 0.3 s.
private func twoEventPattern() throws -> CHHapticPattern {
  let tap = CHHapticEvent(
    eventType: .hapticTransient,
    parameters: [
      CHHapticEventParameter(parameterID: .hapticIntensity, value: 0.8),
      CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.4),
    ],
    relativeTime: 0.1)
  let hum = CHHapticEvent(
    eventType: .hapticContinuous,
    parameters: [
      CHHapticEventParameter(parameterID: .hapticIntensity, value: 0.6),
      CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.2),
    ],
    relativeTime: 0.3, duration: 0.2)
  return try CHHapticPattern(events: [tap, hum], parameters: [])
}

@Suite("CoreHaptics: CHHapticEngine plays patterns on the virtual clock")
struct CHHapticEngineTests {
  @Test("a pattern started at 1.0 s plays its transient at 1.1 s and its continuous at 1.3 s")
  func playsAtVirtualTime() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.advance(to: .seconds(1))
    let engine = try runtime.run { try CHHapticEngine() }
    try engine.start()
    #expect(runtime.run { engine.currentTime } == 1)
    let player = try engine.makePlayer(with: try twoEventPattern())
    try runtime.run { try player.start(atTime: CHHapticTimeImmediate) }
    runtime.advance(to: .seconds(1.2))
    let early = runtime.takeHaptics()
    #expect(early.count == 1)
    guard case .transient(let tap) = early.first else {
      Issue.record("expected a transient, got \(early)")
      return
    }
    #expect(abs(tap.time - 1.1) <= timeTolerance)
    #expect(abs(tap.intensity - 0.8) <= floatTolerance)
    #expect(abs(tap.sharpness - 0.4) <= floatTolerance)
    runtime.advance(to: .seconds(2))
    let late = runtime.takeHaptics()
    guard late.count == 1, case .continuous(let hum) = late[0] else {
      Issue.record("expected one continuous event, got \(late)")
      return
    }
    #expect(abs(hum.time - 1.3) <= timeTolerance)
    #expect(abs(hum.duration - 0.2) <= timeTolerance)
    #expect(abs(hum.intensity - 0.6) <= floatTolerance)
    #expect(abs(hum.sharpness - 0.2) <= floatTolerance)
  }

  @Test("a later start time is honoured; an earlier one means now")
  func startTimes() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.advance(to: .seconds(1))
    let engine = try CHHapticEngine()
    try engine.start()
    let pattern = try twoEventPattern()
    try runtime.run {
      try engine.makePlayer(with: pattern).start(atTime: 1.5)
      try engine.makePlayer(with: pattern).start(atTime: 0.25)
    }
    runtime.advance(to: .seconds(3))
    let times = runtime.takeHaptics().map(\.time)
    let expected = [1.1, 1.3, 1.6, 1.8]
    #expect(times.count == expected.count)
    for (time, want) in zip(times, expected) { #expect(abs(time - want) <= timeTolerance) }
  }

  @Test(
    "an AHAP fixture played from a URL, from data or as a pattern gives the AHAP reader's events",
    arguments: ["handmade/dynamic_parameters.ahap", "samples/apple__unityplugins__Recharge.ahap"])
  func ahapThroughTheReader(path: String) throws {
    let url = fixture(path)
    let bytes = try [UInt8](Data(contentsOf: url))
    let decoded = try AHAPDecoder().decode(bytes).pattern.timeline
    #expect(!decoded.isEmpty)
    let expected = try decoded.shifted(by: 0.5).events
    let end = Timestamp.seconds(0.5 + decoded.duration + 1)

    for play in 0..<3 {
      let runtime = HeadlessRuntime(display: display)
      runtime.advance(to: .milliseconds(500))
      let engine = try CHHapticEngine()
      try engine.start()
      try runtime.run {
        switch play {
        case 0: try engine.playPattern(from: url)
        case 1: try engine.playPattern(from: Data(bytes))
        default:
          try engine.makePlayer(with: CHHapticPattern(contentsOf: url))
            .start(atTime: CHHapticTimeImmediate)
        }
      }
      runtime.advance(to: end)
      #expect(runtime.takeHaptics() == expected, "play \(play)")
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("stopping drops the events not yet started, now or at a later time")
  func stopDropsLaterEvents() throws {
    let runtime = HeadlessRuntime(display: display)
    let engine = try CHHapticEngine()
    try engine.start()
    let pattern = try twoEventPattern()
    let now = try engine.makePlayer(with: pattern)
    let later = try engine.makeAdvancedPlayer(with: pattern)
    var completions: [Double] = []
    later.completionHandler = { error in
      #expect(error == nil)
      completions.append(runtime.now.seconds)
    }
    try runtime.run {
      try now.start(atTime: CHHapticTimeImmediate)
      try later.start(atTime: 1)
      try later.stop(atTime: 1.2)
    }
    runtime.advance(to: .seconds(0.2))
    try runtime.run { try now.stop(atTime: CHHapticTimeImmediate) }
    runtime.advance(to: .seconds(3))
    let times = runtime.takeHaptics().map(\.time)
    #expect(times.count == 2)
    for (time, want) in zip(times, [0.1, 1.1]) { #expect(abs(time - want) <= timeTolerance) }
    #expect(completions.count == 1)
    #expect(abs((completions.first ?? 0) - 1.2) <= timeTolerance)
  }

  @Test("engine.stop drops every player's pending events; cancel drops one player's")
  func engineStopAndCancel() throws {
    let runtime = HeadlessRuntime(display: display)
    let engine = try CHHapticEngine()
    try engine.start()
    let pattern = try twoEventPattern()
    let player = try engine.makePlayer(with: pattern)
    try runtime.run { try player.start(atTime: 0) }
    var stopped = false
    engine.stop { error in stopped = error == nil }
    #expect(stopped)
    runtime.advance(to: .seconds(1))
    #expect(runtime.takeHaptics().isEmpty)
    // Stopped, the engine refuses to play until started again.
    #expect(throws: CHHapticError.self) { try runtime.run { try player.start(atTime: 0) } }
    try engine.start()
    try runtime.run { try player.start(atTime: 0) }
    runtime.advance(to: .seconds(1.2))
    try player.cancel()
    runtime.advance(to: .seconds(2))
    #expect(runtime.takeHaptics().map(\.time) == [1.1])
  }

  @Test("dynamic parameters and curves arrive at their times")
  func dynamicParameters() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.advance(to: .milliseconds(500))
    let engine = try CHHapticEngine()
    try engine.start()
    let dim = CHHapticDynamicParameter(
      parameterID: .hapticIntensityControl, value: 0.5, relativeTime: 0.25)
    let pattern = try CHHapticPattern(events: [], parameters: [dim])
    let player = try engine.makePlayer(with: pattern)
    let fade = CHHapticParameterCurve(
      parameterID: .hapticSharpnessControl,
      controlPoints: [.init(relativeTime: 0, value: 0), .init(relativeTime: 0.4, value: -0.5)],
      relativeTime: 0.1)
    try runtime.run {
      try player.start(atTime: CHHapticTimeImmediate)  // parameter at 0.75
      try player.sendParameters(
        [
          CHHapticDynamicParameter(
            parameterID: .hapticIntensityControl, value: 0.3, relativeTime: 0.2)
        ],
        atTime: 1.0)  // at 1.2
      try player.scheduleParameterCurve(fade, atTime: CHHapticTimeImmediate)  // at 0.6
    }
    runtime.advance(to: .seconds(0.7))
    let first = runtime.takeHaptics()
    guard first.count == 1, case .parameterCurve(let curve) = first[0] else {
      Issue.record("expected the curve first, got \(first)")
      return
    }
    #expect(abs(curve.time - 0.6) <= timeTolerance)
    #expect(curve.parameter == .hapticSharpnessControl)
    #expect(curve.controlPoints.map(\.value) == [0, -0.5])
    runtime.advance(to: .seconds(1.1))
    let second = runtime.takeHaptics()
    guard second.count == 1, case .dynamicParameter(let patternParameter) = second[0] else {
      Issue.record("expected the pattern's parameter, got \(second)")
      return
    }
    #expect(abs(patternParameter.time - 0.75) <= timeTolerance)
    #expect(patternParameter.value == 0.5)
    runtime.advance(to: .seconds(2))
    let third = runtime.takeHaptics()
    guard third.count == 1, case .dynamicParameter(let sent) = third[0] else {
      Issue.record("expected the sent parameter, got \(third)")
      return
    }
    #expect(abs(sent.time - 1.2) <= timeTolerance)
    #expect(abs(sent.value - 0.3) <= floatTolerance)
  }

  @Test("a stopped engine throws engineNotRunning unless it starts itself; no replay, no trap")
  func engineState() throws {
    let runtime = HeadlessRuntime(display: display)
    let engine = try CHHapticEngine()
    let player = try engine.makePlayer(with: try twoEventPattern())
    do {
      try runtime.run { try player.start(atTime: 0) }
      Issue.record("a stopped engine played")
    } catch let error as CHHapticError {
      #expect(error.code == .engineNotRunning)
      #expect(error.errorCode == -4805)
    }
    engine.isAutoShutdownEnabled = true
    try runtime.run { try player.start(atTime: 0) }
    runtime.advance(to: .seconds(1))
    #expect(runtime.takeHaptics().count == 2)
    // Called outside `run`, the engine keeps to the runtime it last saw.
    #expect(engine.currentTime == 1)
    // An engine that never saw a runtime: time 0, nothing scheduled, no trap.
    let loose = try CHHapticEngine()
    try loose.start()
    #expect(loose.currentTime == 0)
    try loose.makePlayer(with: try twoEventPattern()).start(atTime: CHHapticTimeImmediate)
    #expect(throws: CHHapticError.self) { try player.start(atTime: .nan) }
    let capability = CHHapticEngine.capabilitiesForHardware()
    #expect(capability.supportsHaptics)
    let intensity = try capability.attributes(
      forEventParameter: .hapticIntensity, eventType: .hapticTransient)
    #expect(intensity.minValue == 0 && intensity.maxValue == 1)
    let sharpness = try capability.attributes(forDynamicParameter: .hapticSharpnessControl)
    #expect(sharpness.minValue == -1 && sharpness.maxValue == 1 && sharpness.defaultValue == 0)
  }

  @Test("a muted player or engine plays nothing")
  func muting() throws {
    let runtime = HeadlessRuntime(display: display)
    let engine = try CHHapticEngine()
    try engine.start()
    let player = try engine.makePlayer(with: try twoEventPattern())
    player.isMuted = true
    try runtime.run { try player.start(atTime: 0) }
    runtime.advance(to: .seconds(1))
    #expect(runtime.takeHaptics().isEmpty)
    player.isMuted = false
    engine.isMutedForHaptics = true
    try runtime.run { try player.start(atTime: 0) }
    runtime.advance(to: .seconds(2))
    #expect(runtime.takeHaptics().isEmpty)
  }
}
