import ScrollEngine
import Testing

/// The piecewise quadratic is exact in binary floating point at these progresses.
private let curveTolerance = 1e-12

@Suite struct AnimationCurveTests {
  /// seed 003 TimingFunctions.easeInOut: `x < 0.5 ? 2x² : −2x² + 4x − 1`.
  @Test(arguments: [
    (0.0, 0.0), (0.25, 0.125), (0.5, 0.5), (0.75, 0.875), (0.9, 0.98), (1.0, 1.0),
  ])
  func quadraticEaseInOutFollowsThePhotosTimingFunction(progress: Double, expected: Double) {
    #expect(abs(AnimationCurve.quadraticEaseInOut.value(at: progress) - expected) <= curveTolerance)
  }

  @Test func quadraticEaseInOutIsSymmetricAndClamped() {
    for progress in stride(from: 0.0, through: 1.0, by: 0.05) {
      let curve = AnimationCurve.quadraticEaseInOut
      #expect(abs(curve.value(at: progress) + curve.value(at: 1 - progress) - 1) <= curveTolerance)
    }
    #expect(AnimationCurve.quadraticEaseInOut.value(at: -0.5) == 0)
    #expect(AnimationCurve.quadraticEaseInOut.value(at: 1.5) == 1)
  }
}
