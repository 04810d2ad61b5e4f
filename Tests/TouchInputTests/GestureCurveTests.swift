import Testing
import TouchInput

/// Curve values are computed in float64 from the control points; bisection to the last bit.
private let curveTolerance = 1e-12

@Suite struct GestureCurveTests {
  @Test(arguments: GestureCurve.allCases)
  func everyCurveStartsAtZeroAndEndsAtOne(curve: GestureCurve) {
    #expect(curve.progress(at: 0) == 0)
    #expect(curve.progress(at: 1) == 1)
    #expect(curve.progress(at: -3) == 0 && curve.progress(at: 7) == 1)
    #expect(curve.progress(at: .nan) == 0)
  }

  @Test(arguments: GestureCurve.allCases)
  func everyCurveIsMonotonic(curve: GestureCurve) {
    var previous = 0.0
    for step in 1...1_000 {
      let value = curve.progress(at: Double(step) / 1_000)
      #expect(value >= previous)
      previous = value
    }
  }

  @Test func midpointsMatchTheirDefinitions() {
    // Core Animation easeIn (0.42, 0, 1, 1) at x = 0.5, computed by bisection in float64.
    #expect(abs(GestureCurve.easeIn.progress(at: 0.5) - 0.31535681257253945) <= curveTolerance)
    // easeOut is easeIn rotated by 180°.
    #expect(abs(GestureCurve.easeOut.progress(at: 0.5) - 0.6846431874274606) <= curveTolerance)
    #expect(abs(GestureCurve.easeInOut.progress(at: 0.5) - 0.5) <= curveTolerance)
    #expect(abs(GestureCurve.easeInOut.progress(at: 0.25) - 0.1291619310473198) <= curveTolerance)
    #expect(GestureCurve.linear.progress(at: 0.5) == 0.5)
    // 10τ³ − 15τ⁴ + 6τ⁵: exactly 0.5 at τ = 0.5 and 0.103515625 at τ = 0.25 (binary fractions).
    #expect(GestureCurve.minimumJerk.progress(at: 0.5) == 0.5)
    #expect(GestureCurve.minimumJerk.progress(at: 0.25) == 0.103515625)
  }

  @Test func easeOutMirrorsEaseIn() {
    for step in 1..<100 {
      let t = Double(step) / 100
      let mirrored = 1 - GestureCurve.easeIn.progress(at: 1 - t)
      #expect(abs(GestureCurve.easeOut.progress(at: t) - mirrored) <= curveTolerance)
    }
  }

  @Test func namesParseWithoutRegardToCase() {
    #expect(GestureCurve(name: "easeOut") == .easeOut)
    #expect(GestureCurve(name: "MINIMUMJERK") == .minimumJerk)
    #expect(GestureCurve(name: "bouncy") == nil)
  }
}
