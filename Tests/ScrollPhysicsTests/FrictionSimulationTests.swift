import ScrollPhysics
import Testing

/// Flutter's friction tests compare positions within ±1.0 (FR-1…FR-4).
private let flutterPositionTolerance = 1.0
/// Round trips and exact-in-Dart values (`precisionErrorTolerance`).
private let precisionTolerance = 1e-10
/// FR-4 `dx(1) == 120` depends on libm `pow`; 1e-9 in Swift.
private let powTolerance = 1e-9

@Suite struct FrictionSimulationTests {
  /// FR-1.
  @Test func positiveFlingFollowsFlutter() {
    let friction = FrictionSimulation(drag: 0.135, position: 100, velocity: 100)
    #expect(friction.position(at: 0) == 100)
    #expect(friction.velocity(at: 0) == 100)
    for (time, expected) in [(0.1, 110.0), (0.5, 131), (2.0, 149)] {
      #expect(abs(friction.position(at: time) - expected) <= flutterPositionTolerance)
    }
    #expect(abs(friction.finalPosition - 149.9381) <= 1e-4)
    #expect(friction.time(toReach: 100) == 0)
    for time in [0.1, 0.5, 2] {
      #expect(abs(friction.time(toReach: friction.position(at: time)) - time) <= precisionTolerance)
    }
    #expect(friction.time(toReach: -1) == .infinity)
    #expect(friction.time(toReach: 200) == .infinity)
  }

  /// FR-2.
  @Test func negativeFlingFollowsFlutter() {
    let friction = FrictionSimulation(drag: 0.135, position: 100, velocity: -100)
    for (time, expected) in [(0.1, 91.0), (0.5, 68), (2.0, 51)] {
      #expect(abs(friction.position(at: time) - expected) <= flutterPositionTolerance)
    }
    #expect(abs(friction.finalPosition - 50) <= flutterPositionTolerance)
    #expect(friction.time(toReach: 101) == .infinity)
    #expect(friction.time(toReach: 40) == .infinity)
  }

  /// FR-3.
  @Test func constantDecelerationStopsTheMotion() {
    let friction = FrictionSimulation(
      drag: 0.135, position: 100, velocity: -100, constantDeceleration: 100)
    for (time, expected) in [(0.1, 91.0), (0.5, 80), (2.0, 80)] {
      #expect(abs(friction.position(at: time) - expected) <= flutterPositionTolerance)
    }
    #expect(abs(friction.finalPosition - 80) <= flutterPositionTolerance)
    #expect(abs(friction.position(at: 0.1) - 91.4376) <= 1e-4)
    #expect(abs(friction.finalPosition - 80.4149) <= 1e-4)
    #expect(friction.velocity(at: 0.5) == 0)
  }

  /// FR-4 (`newton_test.dart` test_friction).
  @Test func velocityDecaysByTheDragPerSecond() {
    let friction = FrictionSimulation(
      drag: 0.3, position: 100, velocity: 400, tolerance: Tolerance(velocity: 1))
    #expect(friction.position(at: 1) > 330 && friction.position(at: 1) < 335)
    #expect(abs(friction.velocity(at: 1) - 120) <= powTolerance)
    #expect(abs(friction.velocity(at: 2) - 36) <= powTolerance)
    #expect(abs(friction.velocity(at: 3) - 10.8) <= precisionTolerance)
    #expect(friction.velocity(at: 4) < 3.5)
    #expect(friction.isDone(at: 5))
    #expect(friction.position(at: 5) > 431 && friction.position(at: 5) < 432)
  }

  /// FR-5 (BoundedFrictionSimulation).
  @Test func clampedFrictionStopsAtTheBound() {
    let bounded = ClampedSimulation(
      base: FrictionSimulation(drag: 0.3, position: 100, velocity: 400), range: 50...150)
    #expect(bounded.position(at: 1) == 150)
    #expect(bounded.isDone(at: 1))
  }

  /// FR-6 (test_friction_through).
  @Test(arguments: [600.0, -600])
  func throughPassesBothStates(startVelocity: Double) {
    let source = FrictionSimulation(drag: 0.025, position: 10, velocity: startVelocity)
    let endPosition = source.position(at: 1)
    let endVelocity = source.velocity(at: 1)
    let friction = FrictionSimulation.through(
      startPosition: 10, endPosition: endPosition, startVelocity: startVelocity,
      endVelocity: endVelocity)
    #expect(!friction.isDone(at: 0))
    #expect(friction.position(at: 0) == 10)
    #expect(friction.velocity(at: 0) == startVelocity)
    #expect(friction.isDone(at: 1 + precisionTolerance))
    #expect(abs(friction.position(at: 1) - endPosition) <= precisionTolerance)
    #expect(abs(friction.velocity(at: 1) - endVelocity) <= precisionTolerance)
  }
}
