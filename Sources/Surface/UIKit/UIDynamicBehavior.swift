import HeadlessRuntime

/// A rule for how items move in a ``UIDynamicAnimator``: the base class of UIKit's concrete
/// behaviours (attachment, snap, gravity, push, collision, item properties), and of an app's
/// composite behaviours, which combine them with ``addChildBehavior(_:)``.
///
/// ```swift
/// final class FallAndLand: UIDynamicBehavior {
///   init(items: [any UIDynamicItem]) {
///     super.init()
///     addChildBehavior(UIGravityBehavior(items: items))
///     let collision = UICollisionBehavior(items: items)
///     collision.translatesReferenceBoundsIntoBoundary = true
///     addChildBehavior(collision)
///   }
/// }
/// ```
///
/// The ``action`` closure runs once per animator step, after the items moved.
open class UIDynamicBehavior: NSObject {
  /// The behaviours this one combines, in the order added.
  open private(set) var childBehaviors: [UIDynamicBehavior] = []
  /// Called once per animator step, after every item moved.
  open var action: (() -> Void)?
  /// The animator running this behaviour (its root behaviour's), or `nil`.
  open var dynamicAnimator: UIDynamicAnimator? { animator }
  weak var animator: UIDynamicAnimator?
  /// The behaviour this one is a child of.
  private weak var parent: UIDynamicBehavior?

  /// A behaviour with no children.
  public override init() {
    super.init()
  }

  /// Adds `behavior` as a child (once; a behaviour that already has a parent keeps it).
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard behavior !== self, behavior.parent == nil,
      !childBehaviors.contains(where: { $0 === behavior })
    else { return }
    childBehaviors.append(behavior)
    behavior.parent = self
    if let animator {
      behavior.moveTree(to: animator)
      animator.behaviorsDidChange()
    }
  }

  /// Removes a child behaviour.
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.removeAll { $0 === behavior }
    behavior.parent = nil
    if let animator {
      behavior.moveTree(to: nil)
      animator.behaviorsDidChange()
    }
  }

  /// Called when the behaviour is added to an animator, or removed from one (`nil`); the
  /// default does nothing.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  // MARK: - Internal: the animator's interface

  /// Tells this behaviour and its children they move to `animator`.
  func moveTree(to animator: UIDynamicAnimator?) {
    willMove(to: animator)
    self.animator = animator
    for child in childBehaviors { child.moveTree(to: animator) }
  }

  /// This behaviour and its descendants, depth first, parents before children.
  func appendTree(to list: inout [UIDynamicBehavior]) {
    list.append(self)
    for child in childBehaviors { child.appendTree(to: &list) }
  }

  /// The items this behaviour itself acts on (not its children's).
  var dynamicItemsInStep: [any UIDynamicItem] { [] }

  /// Gives the bodies of this behaviour's items its material (item behaviours).
  func applyMaterial(in world: DynamicsWorld) {}

  /// Once per step, before the substeps (an instantaneous push applies its impulse here).
  func beginStep(in world: DynamicsWorld) {}

  /// Adds this behaviour's forces for one substep to the bodies.
  func accumulateForces(in world: DynamicsWorld) {}

  /// Moves bodies back onto this behaviour's constraints after a substep moved them (rigid
  /// attachments, collisions).
  func enforceConstraints(in world: DynamicsWorld) {}

  /// Once per step, after the items moved (collision delegate calls).
  func endStep(in world: DynamicsWorld) {}

  /// Something about the behaviour changed: its animator steps again.
  func behaviorDidChange() {
    animator?.behaviorsDidChange()
  }

  /// The items of a behaviour that the app adds items to (gravity, push, collision, item
  /// behaviour), kept here so that adding and removing them is written once.
  var memberItems: [any UIDynamicItem] = []

  /// Adds `item` unless it is a member already; the animator resumes.
  func addMember(_ item: any UIDynamicItem) {
    guard !memberItems.contains(where: { $0 === item }) else { return }
    memberItems.append(item)
    behaviorDidChange()
  }

  /// Removes `item`; the animator resumes.
  func removeMember(_ item: any UIDynamicItem) {
    memberItems.removeAll { $0 === item }
    behaviorDidChange()
  }

  /// The vector of `magnitude` along `angle` radians, or nil (reported, naming this class and
  /// what is kept) when the angle is not finite or the magnitude is negative or not finite.
  func directionVector(
    angle: CGFloat, magnitude: CGFloat, keeping old: (angle: CGFloat, magnitude: CGFloat)
  ) -> CGVector? {
    guard angle.isFinite else {
      reportBadValue("angle", "\(angle)", expected: "a finite angle", kept: "\(old.angle)")
      return nil
    }
    guard magnitude.isFinite, magnitude >= 0 else {
      reportBadValue(
        "magnitude", "\(magnitude)", expected: "a finite number of at least 0",
        kept: "\(old.magnitude)")
      return nil
    }
    return CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  /// Reports a bad value set on `property`, naming this class, to the current runtime.
  func reportBadValue(_ property: String, _ value: String, expected: String, kept: String) {
    report(property, "\(value) is not \(expected); the old value \(kept) was kept")
  }

  /// `value` when it is finite and at least `minimum`, else the problem is reported and `old`
  /// returned.
  func validated(
    _ value: CGFloat, old: CGFloat, _ property: String, minimum: CGFloat = 0,
    expected: String = "a finite number of at least 0"
  ) -> CGFloat {
    guard value.isFinite, value >= minimum else {
      reportBadValue(property, "\(value)", expected: expected, kept: "\(old)")
      return old
    }
    return value
  }

  /// `value` when both coordinates are finite, else reported and `old` returned.
  func validated(_ value: CGPoint, old: CGPoint, _ property: String) -> CGPoint {
    guard value.x.isFinite, value.y.isFinite else {
      reportBadValue(property, "\(value)", expected: "a finite point", kept: "\(old)")
      return old
    }
    return value
  }
}
