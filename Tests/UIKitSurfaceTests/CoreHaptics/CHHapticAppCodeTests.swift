import CoreHaptics
import Haptics
import HeadlessRuntime
import Testing
import TouchCore

/// Times are sums of seconds: 1e-9 s; Float values read back within 1e-6.
private let timeTolerance = 1e-9
private let floatTolerance = 1e-6

/// A haptics controller written the way Apple's Core Haptics samples write one (optional
/// engine, handlers set up front, an advanced player for a continuous rumble whose intensity
/// follows a gesture), unchanged but for `any` in the player's type.
private final class RumbleController {
  private var engine: CHHapticEngine?
  private var continuousPlayer: (any CHHapticAdvancedPatternPlayer)!
  private(set) var stopReasons: [CHHapticEngine.StoppedReason] = []
  private(set) var finished = 0

  init() {
    guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
    do {
      engine = try CHHapticEngine()
    } catch let error {
      print("Engine Creation Error: \(error)")
    }
    engine?.playsHapticsOnly = true
    engine?.isAutoShutdownEnabled = true
    engine?.stoppedHandler = { reason in self.stopReasons.append(reason) }
    engine?.resetHandler = { [weak self] in try? self?.engine?.start() }
  }

  func createContinuousHapticPlayer() throws {
    let intensity = CHHapticEventParameter(parameterID: .hapticIntensity, value: 1)
    let sharpness = CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.5)
    // Apple's sample asks for 100 s; Core Haptics plays at most 30.
    let continuousEvent = CHHapticEvent(
      eventType: .hapticContinuous, parameters: [intensity, sharpness], relativeTime: 0,
      duration: 100)
    let pattern = try CHHapticPattern(events: [continuousEvent], parameters: [])
    continuousPlayer = try engine?.makeAdvancedPlayer(with: pattern)
    continuousPlayer.completionHandler = { _ in self.finished += 1 }
  }

  func dragBegan() throws {
    try continuousPlayer.start(atTime: CHHapticTimeImmediate)
  }

  func dragMoved(intensity: Float, sharpness: Float) throws {
    let intensityParameter = CHHapticDynamicParameter(
      parameterID: .hapticIntensityControl, value: intensity, relativeTime: 0)
    let sharpnessParameter = CHHapticDynamicParameter(
      parameterID: .hapticSharpnessControl, value: sharpness, relativeTime: 0)
    try continuousPlayer.sendParameters(
      [intensityParameter, sharpnessParameter], atTime: CHHapticTimeImmediate)
  }

  func dragEnded() throws {
    try continuousPlayer.stop(atTime: CHHapticTimeImmediate)
  }
}

@Suite("CoreHaptics: an app's controller written for iOS compiles and plays on the virtual clock")
struct CHHapticAppCodeTests {
  @Test("a drag starts a 30 s rumble, moves send controls at their times, the end stops it")
  func rumble() throws {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    let controller = try runtime.run {
      let controller = RumbleController()
      try controller.createContinuousHapticPlayer()
      return controller
    }
    runtime.advance(to: .milliseconds(200))
    try runtime.run { try controller.dragBegan() }
    runtime.advance(to: .milliseconds(350))
    try runtime.run { try controller.dragMoved(intensity: 0.4, sharpness: -0.2) }
    runtime.advance(to: .milliseconds(500))
    try runtime.run { try controller.dragEnded() }
    runtime.advance(to: .seconds(40))
    let events = runtime.takeHaptics()
    guard events.count == 3, case .continuous(let rumble) = events[0],
      case .dynamicParameter(let intensity) = events[1],
      case .dynamicParameter(let sharpness) = events[2]
    else {
      Issue.record("unexpected events \(events)")
      return
    }
    #expect(abs(rumble.time - 0.2) <= timeTolerance)
    #expect(rumble.duration == 30)
    #expect(rumble.intensity == 1 && rumble.sharpness == 0.5)
    #expect(abs(intensity.time - 0.35) <= timeTolerance)
    #expect(abs(intensity.value - 0.4) <= floatTolerance)
    #expect(sharpness.parameter == .hapticSharpnessControl)
    #expect(abs(sharpness.value + 0.2) <= floatTolerance)
    #expect(controller.finished == 1)
    #expect(controller.stopReasons.isEmpty)
    #expect(runtime.takeProblems().isEmpty)
  }
}
