import QuartzCore
import Testing

@Suite("QuartzCore: CAMediaTimingFunction's named curves and its Bézier solver")
struct CAMediaTimingFunctionTests {
  @Test("named timing functions have Apple's control points and solve x(s) = t for y")
  func timingFunctions() {
    var values: [Float] = [0, 0]
    CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &values)
    #expect(values == [0.42, 0])
    CAMediaTimingFunction(name: .default).getControlPoint(at: 1, values: &values)
    #expect(values == [0.25, 0.1])
    CAMediaTimingFunction(name: .easeOut).getControlPoint(at: 2, values: &values)
    #expect(values == [0.58, 1])
    CAMediaTimingFunction(name: .linear).getControlPoint(at: 3, values: &values)
    #expect(values == [1, 1])
    values = [7, 7]
    CAMediaTimingFunction(name: .linear).getControlPoint(at: 9, values: &values)
    #expect(values == [7, 7])

    #expect(abs(CAMediaTimingFunction(name: .linear).value(atFraction: 0.3) - 0.3) <= 1e-9)
    // easeIn at Bézier parameter s = ½: x = 3·¼·½·0.42 + 3·½·¼ + ⅛ = 0.6575, y = 0.5.
    let easeIn = CAMediaTimingFunction(name: .easeIn)
    #expect(abs(easeIn.value(atFraction: 0.6575) - 0.5) <= 1e-6)
    // easeInEaseOut is symmetric about (½, ½).
    let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
    #expect(abs(easeInOut.value(atFraction: 0.5) - 0.5) <= 1e-6)
    let early = easeInOut.value(atFraction: 0.2)
    #expect(abs(easeInOut.value(atFraction: 0.8) - (1 - early)) <= 1e-6)
    #expect(early < 0.2)
    // NaN and wild control points give numbers, never a trap.
    #expect(easeIn.value(atFraction: .nan) == 0)
    #expect(easeIn.value(atFraction: 2) == 1)
    let wild = CAMediaTimingFunction(controlPoints: .nan, 0, .infinity, 1)
    #expect(wild.value(atFraction: 0.25) == 0.25)
    let steep = CAMediaTimingFunction(controlPoints: 0, 1, 0, 1)
    #expect(steep.value(atFraction: 0.001).isFinite)
  }
}
