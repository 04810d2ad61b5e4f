import ScrollPhysics
import Testing

/// Flutter's ballistic tests compare within ±1.0 (BS-1, BS-3).
private let flutterTolerance = 1.0
/// BS-4, computed from Flutter's formulas: 1e-4.
private let computedTolerance = 1e-4

@Suite struct BouncingScrollSimulationTests {
  /// BS-1 (newton_test "over/under scroll spring").
  @Test func flingPastTheLeadingEdgeSpringsBack() {
    let scroll = BouncingScrollSimulation(
      position: 500, velocity: -7_500, leadingExtent: 0, trailingExtent: 1_000,
      spring: SpringDescription(mass: 1, stiffness: 170, dampingRatio: 1.1),
      tolerance: Tolerance(distance: 1.5, velocity: 45))
    #expect(abs(scroll.springStartTime - 0.071557) <= 1e-6)
    for (time, position, velocity) in [
      (0.065, 42.0, -6_584.0), (0.1, -123, -2_613), (0.5, -15, 124),
    ] {
      #expect(abs(scroll.position(at: time) - position) <= flutterTolerance)
      #expect(abs(scroll.velocity(at: time) - velocity) <= flutterTolerance)
    }
    #expect(scroll.isDone(at: 2))
    #expect(scroll.position(at: 2) == 0)
    #expect(abs(scroll.velocity(at: 2)) <= flutterTolerance)
  }

  /// BS-2 (test_kinetic_scroll).
  @Test(arguments: [800.0, -800])
  func kineticScrollSettlesWithinThreeAndAHalfSeconds(velocity: Double) {
    let scroll = BouncingScrollSimulation(
      position: 100, velocity: velocity, leadingExtent: 0, trailingExtent: 300,
      spring: SpringDescription(mass: 1, stiffness: 50, dampingRatio: 0.5),
      tolerance: Tolerance(distance: 0.1, velocity: 0.5))
    #expect(!scroll.isDone(at: 0))
    #expect(!scroll.isDone(at: 0.5))
    #expect(scroll.isDone(at: 3.5))
  }

  /// BS-3 (scroll_with_inf_edge_ends).
  @Test func infiniteTrailingEdgeNeverSprings() {
    let scroll = BouncingScrollSimulation(
      position: 100, velocity: 400, leadingExtent: 0, trailingExtent: .infinity,
      spring: SpringDescription(mass: 1, stiffness: 100, dampingRatio: 1),
      tolerance: Tolerance(velocity: 1))
    #expect(scroll.position(at: 0) == 100)
    #expect(scroll.velocity(at: 0) == 400)
    #expect(abs(scroll.position(at: 1) - 272) <= flutterTolerance)
    #expect(abs(scroll.velocity(at: 1) - 54) <= flutterTolerance)
    #expect(abs(scroll.velocity(at: 2) - 7) <= flutterTolerance)
    #expect(scroll.velocity(at: 3) < 1)
    #expect(scroll.isDone(at: 5))
    #expect(abs(scroll.position(at: 5) - 300) <= flutterTolerance)
  }

  /// BS-4: Flutter's iOS spring releasing 50 pt of overscroll on a @3x screen.
  @Test func overscrolledReleaseUsesTheIOSSpring() {
    let scroll = BouncingScrollSimulation(
      position: -50, velocity: 0, leadingExtent: 0, trailingExtent: 1_000, spring: .flutterScroll,
      tolerance: Tolerance(distance: 1.0 / 3, velocity: 1 / (0.05 * 3)))
    for (time, expected) in [(0.1, -30.4373), (0.2, -13.4145), (0.3, -5.5379), (0.5, -0.9088)] {
      #expect(abs(scroll.position(at: time) - expected) <= computedTolerance)
    }
    #expect(!scroll.isDone(at: 0.6))
    #expect(scroll.isDone(at: 0.62))
    #expect(scroll.position(at: 0.62) == 0)
  }
}
