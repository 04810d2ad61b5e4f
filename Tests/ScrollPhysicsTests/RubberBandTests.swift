import ScrollPhysics
import Testing

/// Printed two-decimal values (RB-1…5): ±0.005.
private let printedTolerance = 0.005
/// Computed values (RB-6…8): 1e-4.
private let computedTolerance = 1e-4
/// Round trips through the inverse.
private let roundTripTolerance = 1e-9

@Suite struct RubberBandTests {
  /// RB-1…RB-5 (gist originell/6961057), d = 960.
  @Test(arguments: [(5.0, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65)])
  func matchesPublishedValuesForATallViewport(overscroll: Double, expected: Double) {
    let band = RubberBand(dimension: 960)
    #expect(abs(band.displacement(forOverscroll: overscroll) - expected) <= printedTolerance)
  }

  /// RB-6…RB-8, d = 812.
  @Test(arguments: [(100.0, 51.5110), (812, 288.1290), (2_000, 467.1548)])
  func matchesComputedValuesForAnIPhoneViewport(overscroll: Double, expected: Double) {
    let band = RubberBand(dimension: 812)
    #expect(abs(band.displacement(forOverscroll: overscroll) - expected) <= computedTolerance)
  }

  @Test(arguments: [0.5, 5, 100, 812, 5_000])
  func inverseRecoversTheRawOverscroll(overscroll: Double) {
    let band = RubberBand(dimension: 812)
    let shown = band.displacement(forOverscroll: overscroll)
    #expect(
      abs(band.overscroll(forDisplacement: shown) - overscroll) <= roundTripTolerance * overscroll)
    #expect(
      abs(band.overscroll(forDisplacement: -shown) + overscroll) <= roundTripTolerance * overscroll)
  }

  @Test func bandsOnlyBeyondTheRange() {
    let band = RubberBand(dimension: 960)
    #expect(band.position(forUnconstrained: 250, in: 0...500) == 250)
    #expect(abs(band.position(forUnconstrained: -100, in: 0...500) + 52.02) <= printedTolerance)
    #expect(abs(band.position(forUnconstrained: 600, in: 0...500) - 552.02) <= printedTolerance)
    let shown = band.position(forUnconstrained: 900, in: 0...500)
    #expect(abs(band.unconstrainedPosition(for: shown, in: 0...500) - 900) <= 1e-9)
  }

  @Test func neverExceedsOneViewport() {
    let band = RubberBand(dimension: 400)
    #expect(band.displacement(forOverscroll: 1e12) < 400)
    #expect(band.overscroll(forDisplacement: 400) == .infinity)
  }
}
