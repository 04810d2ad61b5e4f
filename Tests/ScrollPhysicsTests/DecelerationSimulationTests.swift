import ScrollPhysics
import Testing

/// Motion's `EquatableEnough.epsilon` (DEC-1, DEC-2, DEC-4…DEC-6).
private let motionTolerance = 0.001
/// DEC-3 velocity tolerance.
private let velocityTolerance = 0.01
/// Computed vectors DEC-7…DEC-10.
private let computedTolerance = 1e-4
/// DEC-11 (exact series sum).
private let projectionTolerance = 1e-9

@Suite struct DecelerationSimulationTests {
  /// DEC-1, DEC-2: rest points for .normal.
  @Test(arguments: [(2_000.0, 998.999), (1_000, 499.499)])
  func restsWhereMotionPredicts(velocity: Double, rest: Double) {
    let decay = DecelerationSimulation(position: 0, velocity: velocity, rate: 0.998)
    #expect(abs(decay.finalPosition - rest) <= motionTolerance)
  }

  /// DEC-3: the velocity that lands on 998.999 from 0.
  @Test func replansTheVelocityForATarget() {
    let decay = DecelerationSimulation(position: 0, restingAt: 998.999, rate: 0.998)
    #expect(abs(decay.initialVelocity - 2_000) <= velocityTolerance)
    #expect(abs(decay.finalPosition - 998.999) <= 1e-9)
  }

  /// DEC-4, DEC-5: rest rounded to the pixel grid, velocity re-planned.
  @Test(arguments: [(200.0, 1.0, 200.2, 100.0), (200.90, 1.0 / 3.0, 200.867, 100.333)])
  func roundingTheRestReplansTheVelocity(
    velocity: Double, grid: Double, expectedVelocity: Double, expectedRest: Double
  ) {
    let natural = DecelerationSimulation(position: 0, velocity: velocity, rate: 0.998)
    let rounded = (natural.finalPosition / grid).rounded() * grid
    let decay = DecelerationSimulation(position: 0, restingAt: rounded, rate: 0.998)
    #expect(abs(decay.initialVelocity - expectedVelocity) <= motionTolerance)
    #expect(abs(decay.finalPosition - expectedRest) <= motionTolerance)
  }

  /// DEC-6: Motion's 60 fps keyframes end after 4.166 s.
  @Test func frameQuantizedDurationMatchesMotionKeyframes() {
    let decay = DecelerationSimulation(position: 0, velocity: 2_000, rate: 0.998)
    #expect(abs(decay.frameQuantizedDuration(framesPerSecond: 60) - 4.166) <= motionTolerance)
  }

  /// DEC-7: positions and velocity of a 1000 pt/s fling.
  @Test(arguments: [
    (0.1, 90.6259), (0.25, 196.6895), (0.5, 315.9280), (1.0, 432.0351), (2.0, 490.3877),
  ])
  func positionsMatchTheClosedForm(time: Double, expected: Double) {
    let decay = DecelerationSimulation(position: 0, velocity: 1_000, rate: 0.998)
    #expect(abs(decay.position(at: time) - expected) <= computedTolerance)
  }

  @Test func velocityAndRestOfAThousandPointFling() {
    let decay = DecelerationSimulation(position: 0, velocity: 1_000, rate: 0.998)
    #expect(abs(decay.velocity(at: 1) - 135.0645) <= computedTolerance)  // DEC-7
    #expect(abs(decay.finalPosition - 499.4998) <= computedTolerance)  // DEC-7
    #expect(abs(decay.duration(remainingDistance: 0.5) - 3.4499) <= computedTolerance)  // DEC-8
    #expect(abs(decay.duration(remainingDistance: 0.5 / 3) - 3.9987) <= computedTolerance)  // DEC-8
    #expect(abs(decay.time(toReach: 400) - 0.8059) <= computedTolerance)  // DEC-9
    #expect(abs(decay.position(at: decay.time(toReach: 400)) - 400) <= 1e-9)
  }

  /// DEC-10: the .fast rate.
  @Test func fastRateRestsSooner() {
    let decay = DecelerationSimulation(position: 0, velocity: 1_000, rate: 0.99)
    #expect(abs(decay.finalPosition - 99.4992) <= computedTolerance)
    #expect(
      abs(DecelerationSimulation.projectedDistance(velocity: 1_000, rate: 0.99) - 99.0)
        <= computedTolerance)
    #expect(abs(decay.duration(remainingDistance: 0.5) - 0.5267) <= computedTolerance)
  }

  /// DEC-11: the WWDC projection equals the per-millisecond model's rest.
  @Test(arguments: [(1_000.0, 499.0), (2_000, 998.0), (5_000, 2_495.0)])
  func perMillisecondModelRestsOnTheWWDCProjection(velocity: Double, expected: Double) {
    #expect(
      abs(DecelerationSimulation.projectedDistance(velocity: velocity, rate: 0.998) - expected)
        <= projectionTolerance)
    // The per-millisecond series without a stop sums to the projection.
    let unstopped = DecelerationSimulation(
      position: 0, velocity: velocity, rate: 0.998, model: .perMillisecond,
      tolerance: Tolerance(velocity: 1e-12))
    #expect(abs(unstopped.finalPosition - expected) <= 1e-8 * expected)
    #expect(abs(unstopped.position(at: 60) - expected) <= 1e-6)
  }

  @Test func perMillisecondModelStepsOncePerMillisecond() {
    let decay = DecelerationSimulation(
      position: 0, velocity: 1_000, rate: 0.998, model: .perMillisecond)
    // After 1 ms: one step of v·d/1000 = 0.998 pt; after 2 ms: 0.998 + 0.998².
    #expect(abs(decay.position(at: 0.001) - 0.998) <= 1e-12)
    #expect(abs(decay.position(at: 0.002) - (0.998 + 0.998 * 0.998)) <= 1e-12)
    #expect(abs(decay.time(toReach: decay.position(at: 0.25)) - 0.25) <= 1e-9)
    let restingOn = DecelerationSimulation(
      position: 10, restingAt: 509, rate: 0.998, model: .perMillisecond)
    #expect(abs(restingOn.finalPosition - 509) <= 1e-9)
  }

  @Test func stopsBelowHalfAPointPerSecond() {
    let decay = DecelerationSimulation(position: 0, velocity: 2_000, rate: 0.998)
    #expect(!decay.isDone(at: decay.stopTime - 0.001))
    #expect(decay.isDone(at: decay.stopTime))
    #expect(abs(abs(decay.velocity(at: decay.stopTime)) - 0.5) <= 1e-9)
  }
}
