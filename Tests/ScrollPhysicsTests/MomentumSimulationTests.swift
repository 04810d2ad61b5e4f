import ScrollPhysics
import Testing

/// Values derived from the DEC-7/DEC-9 and LS vectors: 1e-4.
private let computedTolerance = 1e-4

// DEC-7 and DEC-9 describe the continuous decay of the open re-implementations, so the tests
// that check them run the compatibility rule; the device rule has its own tests below.

@Suite struct MomentumSimulationTests {
  @Test func decayInsideTheRangeRestsAtTheDecayRest() {
    let motion = MomentumSimulation(
      position: 0, velocity: 1_000, range: 0...10_000, rate: 0.998, deceleration: .compatibility)
    #expect(motion.spring == nil)
    #expect(abs(motion.position(at: 1) - 432.0351) <= computedTolerance)  // DEC-7
    #expect(abs(motion.finalPosition - 499.4998) <= computedTolerance)
    #expect(motion.position(at: 10) == motion.finalPosition)
  }

  /// The decay crosses 400 at 0.8059 s (DEC-9) and hands its velocity to the bounce spring.
  @Test func decayHandsOffToTheSpringAtTheEdge() throws {
    let motion = MomentumSimulation(
      position: 0, velocity: 1_000, range: 0...400, rate: 0.998, deceleration: .compatibility)
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
      position: 0, velocity: 1_000, range: 0...400, rate: 0.998, bounces: false,
      deceleration: .compatibility)
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

  /// The device rule crosses an edge on its per-millisecond path and hands over the velocity of
  /// that millisecond.
  @Test func deviceRuleHandsOffAtItsCrossing() throws {
    let motion = MomentumSimulation(position: 0, velocity: 1_000, range: 0...400, rate: 0.998)
    let decay = try #require(motion.deceleration)
    #expect(decay.model == .perMillisecond)
    // covered(n) = 499·(1 − 0.998ⁿ) reaches 400 between n = 807 and 808 ms.
    #expect(motion.springStartTime > 0.807 && motion.springStartTime < 0.808)
    #expect(abs(decay.position(at: motion.springStartTime) - 400) <= 1e-9)
    let spring = try #require(motion.spring)
    let kept = (0..<808).reduce(1.0) { product, _ in product * 0.998 }
    #expect(abs(spring.initialVelocity - 1_000 * kept) <= 1e-9)
  }

  @Test func deviceRuleLandsOnATargetWithoutPassingIt() {
    let motion = MomentumSimulation(
      position: 10, velocity: 1_234, target: 375, range: 0...1_000, rate: 0.998)
    var previous = 10.0
    for frame in 0...400 {
      let position = motion.position(at: Double(frame) / 120)
      #expect(position >= previous && position <= 375)
      previous = position
    }
    #expect(motion.position(at: motion.completionTime(step: 1.0 / 120)) == 375)
  }
}
