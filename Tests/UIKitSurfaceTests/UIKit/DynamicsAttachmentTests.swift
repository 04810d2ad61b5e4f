import Foundation
import HeadlessRuntime
import Testing
import TouchCore
import UIKit

// Tolerance, from the animator's substep h = 1/960 s (8 per 120 Hz frame) and its first-order
// (semi-implicit Euler) integrator: its error on an oscillator of amplitude A and angular
// frequency ω grows like A·ω·h per unit of ωt; for A = 100 pt, ω = 2π/s over 1 s that is
// 100 · 2π · (1/960) ≈ 0.65 pt, so positions agree with the analytic damped oscillator within
// 0.7 pt. Elapsed time is a sum of nanosecond frame intervals: 1e-9 s.
private let springTolerance = 0.7
private let exactTolerance = 1e-9

private let display = HeadlessDisplay(width: 400, height: 800, scale: 3, frameRate: 120)

@Suite("UIKit Dynamics: an attachment spring against the damped oscillator's solution")
struct DynamicsAttachmentTests {
  @Test("a 1 Hz spring of damping 0.5 released 100 pt from its anchor follows the analytic curve")
  func springMatchesAnalyticOscillator() throws {
    let runtime = HeadlessRuntime(display: display)
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let item = UIView(frame: CGRect(x: 175, y: 275, width: 50, height: 50))
    reference.addSubview(item)
    let animator = UIDynamicAnimator(referenceView: reference)
    var samples: [Int: CGFloat] = [:]
    let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 200))
    #expect(abs(spring.length - 100) <= exactTolerance)
    spring.length = 0
    spring.frequency = 1
    spring.damping = 0.5
    var step = 0
    spring.action = {
      step += 1
      if [30, 60, 120].contains(step) { samples[step] = item.center.y }
    }
    runtime.run { animator.addBehavior(spring) }
    #expect(animator.isRunning)
    runtime.run {
      for tick in 1...120 { runtime.frame(at: .tick(Int64(tick), hertz: 120)) }
    }
    // x(t) = A e^(−ζωt) (cos ω_d t + ζω/ω_d sin ω_d t), ω = 2π, ζ = 0.5, ω_d = ω√(1 − ζ²).
    let omega = 2 * Double.pi
    let zeta = 0.5
    let damped = omega * (1 - zeta * zeta).squareRoot()
    func analytic(_ t: Double) -> Double {
      100 * exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    }
    for (frame, t) in [(30, 0.25), (60, 0.5), (120, 1.0)] {
      let y = try #require(samples[frame])
      #expect(abs((Double(y) - 200) - analytic(t)) <= springTolerance, "at \(t) s")
    }
    // At 0.5 s the item has swung through the anchor: x(0.5) ≈ −14.1 pt.
    #expect(analytic(0.5) < -14)
    #expect(abs(animator.elapsedTime - 1) <= exactTolerance)
  }
}
