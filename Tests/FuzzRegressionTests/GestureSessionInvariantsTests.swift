import HapticTape
import HapticTapeFuzzEntryPoints
import HapticTapeTestSupport
import Synchronization
import Testing

// Tolerance: none of our own; the drifts below sit on either side of the replay's default
// position tolerance (0.5 pt) and far above the tape's position grid (1/1000 pt).

/// How many drifting scenes were built, process-wide: each new scene drifts further, so two runs
/// of the same inputs never give the same outputs.
private let scenesBuilt = Mutex(0)

/// The configuration of the drifting scene: how far each new scene moves its report.
private struct DriftConfiguration: SceneConfiguration {
  var step = 0.0
  static var keys: [SceneConfigurationKey<Self>] {
    [.number("step", in: 0...10, unit: "pt") { $0.step }]
  }
  init() {}
}

/// A scene that is not deterministic: it reports each touch-down's x plus `step` times the number
/// of scenes built before it, as a scene reading a global counter would.
private struct DriftingScene: HapticScene {
  static let id = "drifting"
  static let summary = "Reports touches a little further on each run."
  static let commands: [SceneCommandDescription] = []
  let device: DeviceProfile
  let configuration: DriftConfiguration
  private let drift: Double

  init(device: DeviceProfile, configuration: DriftConfiguration) {
    self.device = device
    self.configuration = configuration
    let built = scenesBuilt.withLock { count in
      count += 1
      return count
    }
    drift = configuration.step * Double(built)
  }

  mutating func handle(_ input: SceneInput, into output: inout SceneOutput) {
    guard case .touch(let sample) = input, sample.phase == .began else { return }
    output.append(
      SceneEvent("touched", at: sample.timestamp, ["x": .position(sample.location.x + drift)]))
  }

  var isAtRest: Bool { true }
  func layoutSnapshot() -> [SceneOutput.LayoutSnapshot] { [] }
}

/// The invariants catch what they claim to: a scene that drifts between runs fails the
/// determinism check even when the replay matches within its tolerance.
@Suite struct GestureSessionInvariantsTests {
  static func session(step: Double) -> FuzzGestureSession {
    let down = TouchSample(
      id: Touch.ID(1), phase: .began, location: Point2D(x: 100, y: 200),
      timestamp: .milliseconds(100))
    var up = down
    up.phase = .ended
    up.timestamp = .milliseconds(200)
    return FuzzGestureSession(
      sceneID: DriftingScene.id, device: .iPhone15Pro, configuration: "{\"step\":\(step)}",
      inputs: [.touch(down), .touch(up)], end: .milliseconds(300))
  }

  static func violations(step: Double) throws -> [String] {
    try GestureSessionInvariants.violations(
      of: session(step: step), registry: [DriftingScene.self])
  }

  @Test func aSceneThatDoesNotDriftHoldsEveryInvariant() throws {
    #expect(try Self.violations(step: 0) == [])
  }

  @Test func aDriftWithinTheReplayToleranceFailsAsNotDeterministic() throws {
    let problems = try Self.violations(step: 0.01)
    #expect(
      problems == [
        "a second run of the same inputs gave different outputs (equal only within tolerance)"
      ])
  }

  @Test func aDriftBeyondTheToleranceFailsTheReplay() throws {
    let problems = try Self.violations(step: 1)
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("the recorded tape does not replay to a match") == true)
  }

  @Test func randomSessionsOnADriftingSceneFailAndShrinkToASessionThatStillFails() throws {
    let registry: SceneRegistry = [DriftingScene.self]
    var random = SplitMix64(seed: 0x4452_4946_54)
    let check = GestureSessionInvariants.checkRandomSessions(
      onScene: 0, registry: registry, count: 20, using: &random)
    let failure = try #require(check.failure)
    // Drawn sessions are 9 to 121 bytes; shrinking keeps a touch-down and a drift.
    #expect(failure.bytes.count < 121)
    let shrunk = FuzzGestureSession(decoding: failure.bytes, registry: registry)
    #expect(try !GestureSessionInvariants.violations(of: shrunk, registry: registry).isEmpty)
    #expect(
      failure.problem.hasPrefix("the recorded tape does not replay to a match")
        || failure.problem.hasPrefix("a second run of the same inputs gave different outputs"))
    #expect(check.held + check.refused + check.leftOut < 20)
  }
}
