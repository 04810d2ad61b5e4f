import Foundation

/// The bodies of one ``UIDynamicAnimator`` and the integrator that moves them.
///
/// Each display frame is one step, split into equal substeps no longer than
/// ``maximumSubstep``. A substep sums every behaviour's forces, integrates with semi-implicit
/// (symplectic) Euler — velocity first, then position, first order in the substep — and then
/// lets the rigid attachments and collisions move bodies back onto their constraints. All of it
/// is ours: UIKit does not publish its solver.
final class DynamicsWorld {
  /// The longest substep: 1/960 s, eight per frame at 120 Hz (ours: the error of a 1 Hz spring
  /// stays under a point, see the tests).
  static let maximumSubstep = 1.0 / 960
  /// The most substeps in one step; a longer gap between frames is simulated as this many
  /// substeps of ``maximumSubstep`` (ours: 1/15 s, so a stalled clock cannot make a step run
  /// long).
  static let maximumSubsteps = 64

  private(set) var bodies: [DynamicsBody] = []
  private var index: [ObjectIdentifier: Int] = [:]
  /// The rectangle ``UICollisionBehavior/translatesReferenceBoundsIntoBoundary`` keeps items
  /// in: the reference view's bounds, or the collection view's content.
  var referenceBounds: CGRect?
  /// The length of the current substep, seconds.
  private(set) var substep = 0.0

  /// The body of `item`, if it is in the world.
  func body(for item: any UIDynamicItem) -> DynamicsBody? {
    index[ObjectIdentifier(item)].map { bodies[$0] }
  }

  /// The body of `item`, made from its current state when it is new.
  @discardableResult
  func makeBody(for item: any UIDynamicItem) -> DynamicsBody {
    if let existing = body(for: item) { return existing }
    let body = DynamicsBody(item: item)
    index[ObjectIdentifier(item)] = bodies.count
    bodies.append(body)
    return body
  }

  /// Keeps the bodies of `items` (in their first-seen order, new ones made) and drops the rest.
  func retain(_ items: [any UIDynamicItem]) {
    var kept: [DynamicsBody] = []
    var keptIndex: [ObjectIdentifier: Int] = [:]
    for item in items {
      let key = ObjectIdentifier(item)
      guard keptIndex[key] == nil else { continue }
      let body = index[key].map { bodies[$0] } ?? DynamicsBody(item: item)
      keptIndex[key] = kept.count
      kept.append(body)
    }
    bodies = kept
    index = keptIndex
  }

  /// Advances every body by `duration` seconds under `behaviors`.
  func step(duration: Double, behaviors: [UIDynamicBehavior]) {
    let count = min(
      max(Int((duration / Self.maximumSubstep).rounded(.up)), 1), Self.maximumSubsteps)
    substep = min(duration / Double(count), Self.maximumSubstep)
    for behavior in behaviors { behavior.beginStep(in: self) }
    for _ in 0..<count {
      for body in bodies {
        body.force = .zero
        body.torque = 0
      }
      for behavior in behaviors { behavior.accumulateForces(in: self) }
      for body in bodies { integrate(body) }
      for behavior in behaviors { behavior.enforceConstraints(in: self) }
    }
    for behavior in behaviors { behavior.endStep(in: self) }
  }

  private func integrate(_ body: DynamicsBody) {
    let h = substep
    body.previousPosition = body.position
    guard !body.isAnchored else {
      body.velocity = .zero
      body.angularVelocity = 0
      return
    }
    body.velocity += body.force / body.mass * h
    // Resistance as linear drag, dv/dt = −r v, taken implicitly so any r ≥ 0 is stable (ours).
    body.velocity /= 1 + body.resistance * h
    if body.allowsRotation {
      body.angularVelocity += body.torque / body.momentOfInertia * h
      body.angularVelocity /= 1 + body.angularResistance * h
    } else {
      body.angularVelocity = 0
    }
    body.position += body.velocity * h
    if body.angularVelocity != 0 {
      body.angle += body.angularVelocity * h
      body.hasRotated = true
    }
  }
}
