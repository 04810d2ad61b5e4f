import Foundation
import HeadlessRuntime
import Testing
import TouchCore
import UIKit

// Tolerances, from the animator's substep h = 1/960 s (8 per 120 Hz frame) and its first-order
// (semi-implicit Euler) integrator:
// - gravity: semi-implicit Euler under constant acceleration g over t overshoots ½gt² by exactly
//   ½·g·h·t = ½ · 1000 · (1/960) · 0.5 ≈ 0.26 pt: within 0.3 pt of 125 pt.
// - a constant velocity is integrated exactly: 1e-9 pt (and pt/s).
// - a snap is at rest when slower than 1 pt/s for 0.1 s; its 2.5 Hz spring is then within
//   1/(2π · 2.5) ≈ 0.06 pt of its point: 0.1 pt.
private let gravityTolerance = 0.3
private let exactTolerance = 1e-9
private let snapTolerance = 0.1

private let display = HeadlessDisplay(width: 400, height: 800, scale: 3, frameRate: 120)

/// Runs `frames` 120 Hz display frames after frame `from`, inside `runtime`.
private func runFrames(_ runtime: HeadlessRuntime, from first: Int = 1, through last: Int) {
  runtime.run {
    for tick in first...last { runtime.frame(at: .tick(Int64(tick), hertz: 120)) }
  }
}

/// A reference view of 400 × 800 pt holding one item of `size` centred at `center`.
private func scene(item size: CGSize, at center: CGPoint) -> (UIView, UIView) {
  let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  let item = UIView(frame: CGRect(origin: .zero, size: size))
  item.center = center
  reference.addSubview(item)
  return (reference, item)
}

/// Counts the animator's pauses and resumes.
private final class PauseCounter: UIDynamicAnimatorDelegate {
  var pauses: [Double] = []
  var resumes = 0
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
    pauses.append(HeadlessRuntime.current?.now.seconds ?? -1)
  }
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumes += 1 }
}

/// Records boundary contacts.
private final class ContactLog: UICollisionBehaviorDelegate {
  var began: [(identifier: String?, point: CGPoint)] = []
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {
    began.append((identifier.map { String(describing: $0) }, p))
  }
}

@Suite("UIKit Dynamics: gravity, push, snap and collision on the virtual clock")
struct DynamicsBehaviorTests {
  @Test("gravity of magnitude 1 drops an item ½ · 1000 · 0.5² = 125 pt in 0.5 s")
  func gravityFallDistance() {
    let runtime = HeadlessRuntime(display: display)
    let (reference, item) = scene(item: CGSize(width: 40, height: 40), at: CGPoint(x: 200, y: 100))
    let animator = UIDynamicAnimator(referenceView: reference)
    let gravity = UIGravityBehavior(items: [item])
    #expect(gravity.magnitude == 1)
    #expect(abs(gravity.angle - .pi / 2) <= exactTolerance)
    runtime.run { animator.addBehavior(gravity) }
    runFrames(runtime, through: 60)
    #expect(abs((item.center.y - 100) - 125) <= gravityTolerance)
    #expect(item.center.x == 200)
  }

  @Test("an instantaneous push of magnitude 1 gives a 100 × 100 item 100 pt/s, a 200 × 100 one 50")
  func pushInstantaneousVelocity() {
    let runtime = HeadlessRuntime(display: display)
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let wide = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 100))
    reference.addSubview(square)
    reference.addSubview(wide)
    let animator = UIDynamicAnimator(referenceView: reference)
    let push = UIPushBehavior(items: [square, wide], mode: .instantaneous)
    push.setAngle(0, magnitude: 1)
    let material = UIDynamicItemBehavior(items: [square, wide])
    runtime.run {
      animator.addBehavior(push)
      animator.addBehavior(material)
    }
    runFrames(runtime, through: 1)
    #expect(!push.active)
    #expect(abs(material.linearVelocity(for: square).x - 100) <= exactTolerance)
    #expect(abs(material.linearVelocity(for: wide).x - 50) <= exactTolerance)
    #expect(material.linearVelocity(for: square).y == 0)
    runFrames(runtime, from: 2, through: 60)
    // Constant velocity for 0.5 s: 50 pt and 25 pt.
    #expect(abs(square.center.x - 50 - 50) <= exactTolerance)
    #expect(abs(wide.center.x - 100 - 25) <= exactTolerance)
  }

  @Test("a continuous push of magnitude 1 accelerates a 100 × 100 item at 100 pt/s²")
  func pushContinuousAcceleration() {
    let runtime = HeadlessRuntime(display: display)
    let (reference, item) = scene(
      item: CGSize(width: 100, height: 100), at: CGPoint(x: 100, y: 100))
    let animator = UIDynamicAnimator(referenceView: reference)
    let push = UIPushBehavior(items: [item], mode: .continuous)
    push.pushDirection = CGVector(dx: 0, dy: 1)
    runtime.run { animator.addBehavior(push) }
    runFrames(runtime, through: 60)
    // ½ · 100 · 0.5² = 12.5 pt, plus ½·a·h·t ≈ 0.026 pt from the integrator.
    #expect(abs((item.center.y - 100) - 12.5) <= gravityTolerance / 10)
  }

  @Test("a snap comes to rest at its point and the animator pauses, telling its delegate")
  func snapComesToRest() {
    let runtime = HeadlessRuntime(display: display)
    let (reference, item) = scene(
      item: CGSize(width: 80, height: 80), at: CGPoint(x: 100, y: 100))
    let animator = UIDynamicAnimator(referenceView: reference)
    let counter = PauseCounter()
    animator.delegate = counter
    let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 500))
    #expect(snap.damping == 0.5)
    runtime.run { animator.addBehavior(snap) }
    #expect(counter.resumes == 1)
    runFrames(runtime, through: 600)
    #expect(counter.pauses.count == 1)
    #expect(!animator.isRunning)
    #expect(abs(item.center.x - 300) <= snapTolerance)
    #expect(abs(item.center.y - 500) <= snapTolerance)
    // A 2.5 Hz spring of damping ratio 0.5 settles in about 2 s, well before 5 s.
    let pausedAt = counter.pauses.first ?? 99
    #expect(pausedAt > 0.5 && pausedAt < 3)
    // A paused animator adds no frame observer: the runtime has no pending work.
    #expect(!runtime.hasPendingWork)
    // Moving the snap point resumes it.
    runtime.run { snap.snapPoint = CGPoint(x: 200, y: 200) }
    #expect(animator.isRunning)
    #expect(counter.resumes == 2)
  }

  @Test("collision with the reference bounds stops a falling item on the bottom edge")
  func collisionStopsAtBottom() {
    let runtime = HeadlessRuntime(display: display)
    let (reference, item) = scene(
      item: CGSize(width: 100, height: 100), at: CGPoint(x: 200, y: 100))
    let animator = UIDynamicAnimator(referenceView: reference)
    let counter = PauseCounter()
    animator.delegate = counter
    let collision = UICollisionBehavior(items: [item])
    collision.translatesReferenceBoundsIntoBoundary = true
    let log = ContactLog()
    collision.collisionDelegate = log
    runtime.run {
      animator.addBehavior(UIGravityBehavior(items: [item]))
      animator.addBehavior(collision)
    }
    runFrames(runtime, through: 360)
    // The bottom edge is y = 800: the 100-pt item rests with its centre at 750.
    #expect(abs(item.center.y - 750) <= exactTolerance)
    #expect(item.center.x == 200)
    #expect(counter.pauses.count == 1)
    #expect(log.began.count == 1)
    #expect(log.began.first?.identifier == nil)
    #expect(abs((log.began.first?.point.y ?? 0) - 800) <= exactTolerance)
  }

  @Test("a boundary segment holds an item; elasticity 0.5 bounces it back at half its speed")
  func boundarySegmentAndElasticity() {
    let runtime = HeadlessRuntime(display: display)
    let (reference, item) = scene(
      item: CGSize(width: 100, height: 100), at: CGPoint(x: 200, y: 100))
    let animator = UIDynamicAnimator(referenceView: reference)
    let collision = UICollisionBehavior(items: [item])
    collision.addBoundary(
      withIdentifier: NSString(string: "shelf"), from: CGPoint(x: 0, y: 500),
      to: CGPoint(x: 400, y: 500))
    let log = ContactLog()
    collision.collisionDelegate = log
    let material = UIDynamicItemBehavior(items: [item])
    material.elasticity = 0.5
    var lowest: CGFloat = 0
    var speedAtContact: CGFloat = 0
    var speedAfter: CGFloat = 0
    var previousSpeed: CGFloat = 0
    material.action = {
      let speed = material.linearVelocity(for: item).y
      lowest = max(lowest, item.center.y)
      if previousSpeed > 0, speed < 0, speedAfter == 0 {
        speedAtContact = previousSpeed
        speedAfter = speed
      }
      previousSpeed = speed
    }
    runtime.run {
      animator.addBehavior(UIGravityBehavior(items: [item]))
      animator.addBehavior(collision)
      animator.addBehavior(material)
    }
    runFrames(runtime, through: 600)
    #expect(lowest <= 450 + exactTolerance)
    #expect(abs(item.center.y - 450) <= snapTolerance)
    #expect(log.began.first?.identifier == "shelf")
    // The bounce leaves at about half the arrival speed (within one frame of gravity, 8.3 pt/s).
    #expect(speedAtContact > 500)
    #expect(abs(-speedAfter - speedAtContact / 2) <= 1000.0 / 120 + 1)
  }
}
