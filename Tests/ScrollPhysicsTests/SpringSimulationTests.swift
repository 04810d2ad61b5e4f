import ScrollPhysics
import Testing

/// Lobanov spring vectors LS-1…LS-3 and BS-4: 1e-4.
private let computedTolerance = 1e-4
/// SP-4 spring constants: ±0.01.
private let constantTolerance = 0.01
/// SP-4 perceptual duration in seconds: ±0.001.
private let durationTolerance = 0.001

private func floored(_ value: Double) -> Double { value.rounded(.down) }

@Suite struct SpringSimulationTests {
  /// SP-1 (newton_test crit_spring).
  @Test func criticallyDampedSpringFollowsFlutter() {
    let spring = SpringDescription(mass: 1, stiffness: 100, dampingRatio: 1)
    let crit = SpringSimulation(
      spring: spring, start: 0, end: 500, velocity: 0,
      tolerance: Tolerance(distance: 0.01, velocity: 0.01))
    #expect([0.25, 0.5, 0.75].map { floored(crit.position(at: $0)) } == [356, 479, 497])
    #expect([0.25, 0.5, 0.75].map { floored(crit.velocity(at: $0)) } == [1_026, 168, 20])
    #expect(crit.position(at: 1.5) > 499 && crit.position(at: 1.5) < 501)
    #expect(crit.velocity(at: 1.5) < 0.1)
    #expect(crit.isDone(at: 1.6))
  }

  /// SP-2 (overdamped_spring).
  @Test func overdampedSpringFollowsFlutter() {
    let over = SpringSimulation(
      spring: SpringDescription(mass: 1, stiffness: 100, dampingRatio: 1.25), start: 0, end: 500,
      velocity: 0,
      tolerance: Tolerance(distance: 0.01, velocity: 0.01))
    #expect([0.5, 1, 1.5].map { floored(over.position(at: $0)) } == [445, 495, 499])
    #expect([0.5, 1, 1.5].map { floored(over.velocity(at: $0)) } == [273, 22, 1])
    #expect(over.isDone(at: 3))
  }

  /// SP-3 (underdamped_spring).
  @Test func underdampedSpringOvershootsThenSettles() {
    let under = SpringSimulation(
      spring: SpringDescription(mass: 1, stiffness: 100, dampingRatio: 0.25), start: 0, end: 300,
      velocity: 0)
    #expect(floored(under.position(at: 1)) == 325)
    #expect(floored(under.velocity(at: 1)) == -65)
    #expect(floored(under.position(at: 6)) == 299)
    #expect(floored(under.velocity(at: 6)) == 0)
    #expect(under.isDone(at: 6))
  }

  /// SP-4 (withDurationAndBounce).
  @Test func durationAndBounceRoundTrip() {
    let bouncy = SpringDescription(duration: 0.5, bounce: 0.3)
    #expect(bouncy.mass == 1)
    #expect(abs(bouncy.stiffness - 157.91) <= constantTolerance)
    #expect(abs(bouncy.damping - 17.59) <= constantTolerance)
    #expect(
      abs(SpringDescription(duration: 0.5, bounce: -0.3).damping - 35.90) <= constantTolerance)
    let given = SpringDescription(mass: 1, stiffness: 157.91, damping: 17.59)
    #expect(abs(given.duration - 0.5) <= durationTolerance)
    #expect(abs(given.bounce - 0.3) <= constantTolerance)
  }

  /// LS-1: the scroll view's bounce spring releasing 100 pt of overscroll.
  @Test(arguments: [
    (0.05, 90.9796), (0.1, 73.5759), (0.2, 40.6006), (0.3, 19.9148), (0.5, 4.0428), (1.0, 0.0499),
  ])
  func bounceSpringReturnsFromOverscroll(time: Double, expected: Double) {
    let bounce = SpringSimulation(spring: .scrollViewBounce, start: 100, end: 0, velocity: 0)
    #expect(abs(bounce.position(at: time) - expected) <= computedTolerance)
  }

  /// LS-2: Lobanov's settling estimate with threshold 0.5/3.
  @Test func settlingDurationIsTheLaterTermBound() throws {
    let bounce = SpringSimulation(spring: .scrollViewBounce, start: 100, end: 0, velocity: 0)
    let duration = try #require(bounce.criticalSettlingDuration(threshold: 0.5 / 3))
    #expect(abs(duration - 1.3566) <= computedTolerance)
    let under = SpringSimulation(
      spring: SpringDescription(mass: 1, stiffness: 100, dampingRatio: 0.5), start: 1, end: 0,
      velocity: 0)
    #expect(under.criticalSettlingDuration(threshold: 0.1) == nil)
  }

  /// LS-3: deceleration hitting the edge at 2000 pt/s overshoots 73.58 pt at t = 0.1 s.
  @Test func edgeHitOvershootsThenReturns() {
    let bounce = SpringSimulation(spring: .scrollViewBounce, start: 0, end: 0, velocity: -2_000)
    #expect(abs(bounce.position(at: 0.1) + 73.5759) <= computedTolerance)
    #expect(abs(bounce.velocity(at: 0.1)) <= 1e-9)
  }
}
