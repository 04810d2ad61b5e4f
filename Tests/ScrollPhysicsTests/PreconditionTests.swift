import ScrollPhysics
import Testing

@Suite struct PreconditionTests {
  @Test func zeroMassSpringTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = SpringDescription(mass: 0, stiffness: 100, damping: 10)
    }
  }

  @Test func decelerationRateOutsideTheUnitIntervalTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = DecelerationSimulation(position: 0, velocity: 100, rate: 1)
    }
  }

  @Test func leadingExtentBeyondTrailingTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = BouncingScrollSimulation(
        position: 0, velocity: 0, leadingExtent: 10, trailingExtent: 0, spring: .flutterScroll)
    }
  }
}
