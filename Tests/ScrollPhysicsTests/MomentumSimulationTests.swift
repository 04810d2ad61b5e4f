import ScrollPhysics
import Testing

/// Values derived from the DEC-7/DEC-9 and LS vectors: 1e-4.
private let computedTolerance = 1e-4

@Suite struct MomentumSimulationTests {
  @Test func decayInsideTheRangeRestsAtTheDecayRest() {
    let motion = MomentumSimulation(position: 0, velocity: 1_000, range: 0...10_000, rate: 0.998)
    #expect(motion.spring == nil)
    #expect(abs(motion.position(at: 1) - 432.0351) <= computedTolerance)  // DEC-7
    #expect(abs(motion.finalPosition - 499.4998) <= computedTolerance)
    #expect(motion.position(at: 10) == motion.finalPosition)
  }

  /// The decay crosses 400 at 0.8059 s (DEC-9) and hands its velocity to the bounce spring.
  @Test func decayHandsOffToTheSpringAtTheEdge() throws {
    let motion = MomentumSimulation(position: 0, velocity: 1_000, range: 0...400, rate: 0.998)
    #expect(abs(motion.springStartTime - 0.8059) <= computedTolerance)
    let spring = try #require(motion.spring)
    let decay = try #require(motion.deceleration)
    #expect(spring.start == 400 && spring.end == 400)
    #expect(abs(spring.initialVelocity - decay.velocity(at: motion.springStartTime)) <= 1e-9)
    #expect(motion.position(at: motion.springStartTime + 0.05) > 400)
    #expect(motion.finalPosition == 400)
    #expect(motion.isDone(at: 5) && motion.position(at: 5) == 400)
  }

  /// A release 100 pt past the edge springs straight back (LS-1).
  @Test func overscrolledReleaseSpringsBack() {
    let motion = MomentumSimulation(position: -100, velocity: 0, range: 0...400, rate: 0.998)
    #expect(motion.springStartTime == 0)
    #expect(abs(motion.position(at: 0.1) + 73.5759) <= computedTolerance)
    #expect(motion.finalPosition == 0)
  }

  @Test func withoutBouncingTheMotionStopsAtTheEdge() {
    let motion = MomentumSimulation(
      position: 0, velocity: 1_000, range: 0...400, rate: 0.998, bounces: false)
    #expect(motion.spring == nil)
    #expect(abs(motion.edgeStopTime - 0.8059) <= computedTolerance)
    #expect(motion.isDone(at: 0.81))
    #expect(motion.position(at: 0.81) == 400)
  }

  @Test func aTargetIsLandedOnExactly() {
    let motion = MomentumSimulation(
      position: 10, velocity: 1_234, target: 375, range: 0...1_000, rate: 0.998)
    #expect(motion.finalPosition == 375)
    #expect(abs(motion.position(at: 2) - 375) < 20)
    #expect(motion.position(at: motion.completionTime(step: 1.0 / 120)) == 375)
  }
}
