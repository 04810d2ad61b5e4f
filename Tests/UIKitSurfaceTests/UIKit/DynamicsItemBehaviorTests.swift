import Foundation
import HeadlessRuntime
import Testing
import TouchCore
import UIKit

// Tolerances, from the animator's substep h = 1/960 s:
// - resistance r is taken implicitly, v_n = v₀ / (1 + r·h)^n; after 1 s with r = 1 that is
//   v₀ · e^(−1) · (1 + h/2 + …), 0.019 pt/s above the exact 36.79 pt/s for v₀ = 100: 0.05 pt/s.
// - a rod moves its item back to its length after every substep: 1e-9 pt (rounding only).
// - two items joined by a spring push each other equally and oppositely: their centre of mass
//   (mass = density × area) does not move, 1e-9 pt.
// - an offset push turns a 100 × 100 item at 3 rad/s² while square to it (torque 50 pt × the
//   unit force over m(w² + h²)/12); the torque falls with the cosine of the turn, so after 0.5 s
//   the angle is below ½ · 3 · 0.5² = 0.375 rad and above 0.9 of it (cos 0.375 ≈ 0.93).
private let resistanceTolerance = 0.05
private let rodTolerance = 1e-9

private let display = HeadlessDisplay(width: 400, height: 800, scale: 3, frameRate: 120)

private func run(_ runtime: HeadlessRuntime, frames: Int, _ setUp: () -> Void) {
  runtime.run {
    setUp()
    for tick in 1...frames { runtime.frame(at: .tick(Int64(tick), hertz: 120)) }
  }
}

@Suite("UIKit Dynamics: item material, rods and turning")
struct DynamicsItemBehaviorTests {
  @Test("resistance 1 slows 100 pt/s to 100/e pt/s in one second")
  func resistanceIsLinearDrag() {
    let runtime = HeadlessRuntime(display: display)
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let item = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    reference.addSubview(item)
    let animator = UIDynamicAnimator(referenceView: reference)
    let material = UIDynamicItemBehavior(items: [item])
    material.resistance = 1
    material.addLinearVelocity(CGPoint(x: 100, y: 0), for: item)
    run(runtime, frames: 120) { animator.addBehavior(material) }
    let speed = Double(material.linearVelocity(for: item).x)
    #expect(abs(speed - 100 / M_E) <= resistanceTolerance)
  }

  @Test("an anchored item stays put under gravity; another falls")
  func anchoredItemStays() {
    let runtime = HeadlessRuntime(display: display)
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let loose = UIView(frame: CGRect(x: 100, y: 0, width: 20, height: 20))
    reference.addSubview(fixed)
    reference.addSubview(loose)
    let animator = UIDynamicAnimator(referenceView: reference)
    let material = UIDynamicItemBehavior(items: [fixed])
    material.isAnchored = true
    run(runtime, frames: 30) {
      animator.addBehavior(UIGravityBehavior(items: [fixed, loose]))
      animator.addBehavior(material)
    }
    #expect(fixed.center == CGPoint(x: 10, y: 10))
    #expect(loose.center.y > 30)
  }

  @Test("a rod (frequency 0) keeps a swinging item at its length")
  func rodKeepsLength() {
    let runtime = HeadlessRuntime(display: display)
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let item = UIView(frame: CGRect(x: 290, y: 90, width: 20, height: 20))
    reference.addSubview(item)
    let animator = UIDynamicAnimator(referenceView: reference)
    let anchor = CGPoint(x: 200, y: 100)
    let rod = UIAttachmentBehavior(item: item, attachedToAnchor: anchor)
    #expect(rod.frequency == 0)
    var lengths: [Double] = []
    var lowest: CGFloat = 0
    rod.action = {
      lowest = max(lowest, item.center.y)
      let dx = Double(item.center.x - anchor.x)
      let dy = Double(item.center.y - anchor.y)
      lengths.append((dx * dx + dy * dy).squareRoot())
    }
    run(runtime, frames: 120) {
      animator.addBehavior(rod)
      animator.addBehavior(UIGravityBehavior(items: [item]))
    }
    #expect(lengths.count == 120)
    #expect(lengths.allSatisfy { abs($0 - 100) <= rodTolerance })
    // It swung through the bottom (a 100-pt pendulum under 1,000 pt/s² swings in about 2 s).
    #expect(lowest > 195)
    #expect(lowest <= 200 + rodTolerance)
  }

  @Test("a push off-centre turns the item; with rotation off its transform stays identity")
  func offsetPushTurns() {
    let runtime = HeadlessRuntime(display: display)
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let turning = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let upright = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
    reference.addSubview(turning)
    reference.addSubview(upright)
    let animator = UIDynamicAnimator(referenceView: reference)
    let push = UIPushBehavior(items: [turning, upright], mode: .continuous)
    push.pushDirection = CGVector(dx: 0, dy: 1)
    push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: turning)
    push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: upright)
    let noRotation = UIDynamicItemBehavior(items: [upright])
    noRotation.allowsRotation = false
    run(runtime, frames: 60) {
      animator.addBehavior(push)
      animator.addBehavior(noRotation)
    }
    let angle = atan2(Double(turning.transform.b), Double(turning.transform.a))
    #expect(angle < 0.375)
    #expect(angle > 0.9 * 0.375)
    #expect(upright.transform == .identity)
  }

  @Test("two items on a spring oscillate about their fixed centre of mass")
  func itemToItemSpringKeepsCentreOfMass() {
    let runtime = HeadlessRuntime(display: display)
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let small = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let large = UIView(frame: CGRect(x: 190, y: -5, width: 20, height: 20))
    reference.addSubview(small)
    reference.addSubview(large)
    let animator = UIDynamicAnimator(referenceView: reference)
    let spring = UIAttachmentBehavior(item: small, attachedTo: large)
    #expect(spring.attachedBehaviorType == .items)
    #expect(abs(spring.length - 195) <= rodTolerance)
    spring.length = 100
    spring.frequency = 2
    spring.damping = 0.2
    // Masses 100 and 400: the centre of mass is at (5 · 100 + 200 · 400) / 500 = 161 pt.
    var centres: [Double] = []
    var gaps: [Double] = []
    spring.action = {
      centres.append(Double(small.center.x * 100 + large.center.x * 400) / 500)
      gaps.append(Double(large.center.x - small.center.x))
    }
    run(runtime, frames: 60) { animator.addBehavior(spring) }
    #expect(centres.allSatisfy { abs($0 - 161) <= rodTolerance })
    // The gap closes from 195 towards 100 and overshoots it (damping 0.2).
    #expect((gaps.min() ?? 195) < 100)
    #expect(small.center.y == 5 && large.center.y == 5)
  }
}
