import HeadlessRuntime
import Testing
import TouchCore
import UIKit

// Tolerance: values that must be kept are compared exactly (they are stored, not computed);
// positions need only be finite.
private let display = HeadlessDisplay(width: 400, height: 800, scale: 3, frameRate: 120)

@Suite("UIKit Dynamics: bad values are reported and kept out, runaway items stop the animator")
struct DynamicsProblemTests {
  @Test("NaN, infinite and negative spring values are reported naming the class and property")
  func badAttachmentValues() {
    let runtime = HeadlessRuntime(display: display)
    let item = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
    let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 0, y: 50))
    spring.frequency = 2
    spring.damping = 0.3
    runtime.run {
      spring.frequency = .nan
      spring.damping = -1
      spring.length = .infinity
      spring.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
    }
    #expect(spring.frequency == 2)
    #expect(spring.damping == 0.3)
    #expect(abs(spring.length - 50) <= 1e-12)
    #expect(spring.anchorPoint == CGPoint(x: 0, y: 50))
    let problems = runtime.takeProblems()
    #expect(problems.map(\.call) == ["frequency", "damping", "length", "anchorPoint"])
    #expect(problems.allSatisfy { $0.type == "UIAttachmentBehavior" })
    #expect(problems[0].message.contains("nan"))
  }

  @Test("bad magnitudes, densities, snap damping and velocities are reported; old values kept")
  func badMaterialAndForces() {
    let runtime = HeadlessRuntime(display: display)
    let item = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let gravity = UIGravityBehavior(items: [item])
    let push = UIPushBehavior(items: [item], mode: .continuous)
    let material = UIDynamicItemBehavior(items: [item])
    let snap = UISnapBehavior(item: item, snapTo: .zero)
    runtime.run {
      gravity.magnitude = -2
      gravity.gravityDirection = CGVector(dx: CGFloat.infinity, dy: 0)
      push.magnitude = .nan
      material.density = 0
      material.resistance = -.infinity
      snap.damping = 3
      material.addLinearVelocity(CGPoint(x: 1e12, y: 0), for: item)
    }
    #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
    #expect(push.magnitude == 0)
    #expect(material.density == 1)
    #expect(material.resistance == 0)
    #expect(snap.damping == 0.5)
    let problems = runtime.takeProblems()
    #expect(
      problems.map { "\($0.type).\($0.call)" } == [
        "UIGravityBehavior.magnitude", "UIGravityBehavior.gravityDirection",
        "UIPushBehavior.magnitude", "UIDynamicItemBehavior.density",
        "UIDynamicItemBehavior.resistance", "UISnapBehavior.damping",
        "UIDynamicItemBehavior.addLinearVelocity(_:for:)",
      ])
  }

  @Test("an absurd spring frequency is reported by the animator, which stops, positions finite")
  func runawaySpringStops() {
    let runtime = HeadlessRuntime(display: display)
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let item = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    reference.addSubview(item)
    let animator = UIDynamicAnimator(referenceView: reference)
    let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 300, y: 300))
    spring.length = 0
    spring.frequency = 1e6
    runtime.run {
      animator.addBehavior(spring)
      for tick in 1...10 { runtime.frame(at: .tick(Int64(tick), hertz: 120)) }
    }
    let problems = runtime.takeProblems()
    #expect(problems.count == 1)
    #expect(problems.first?.type == "UIDynamicAnimator")
    #expect(problems.first?.message.contains("faster than") == true)
    #expect(!animator.isRunning)
    #expect(item.center.x.isFinite && item.center.y.isFinite)
    #expect(!runtime.hasPendingWork)
  }

  @Test("outside a host an animator does not advance, and nothing traps")
  func outsideAHost() {
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let item = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    reference.addSubview(item)
    let animator = UIDynamicAnimator(referenceView: reference)
    let gravity = UIGravityBehavior(items: [item])
    gravity.magnitude = .nan
    animator.addBehavior(gravity)
    #expect(!animator.isRunning)
    #expect(animator.elapsedTime == 0)
    #expect(animator.items(in: reference.bounds).count == 1)
    #expect(item.center == CGPoint(x: 105, y: 105))
    #expect(gravity.magnitude == 1)
  }
}
