/// Springs an item to a point, where it settles with a little oscillation, upright.
///
/// ```swift
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// let card = UIView(frame: CGRect(x: 40, y: 100, width: 80, height: 120))
/// view.addSubview(card)
/// let animator = UIDynamicAnimator(referenceView: view)
/// animator.addBehavior(UISnapBehavior(item: card, snapTo: CGPoint(x: 200, y: 400)))
/// ```
///
/// Modelled as a damped spring (ours: UIKit does not publish its snap): 2.5 Hz, damping ratio
/// ``damping`` — UIKit documents 0 as the most oscillation and 1 as the least — clamped to at
/// least 0.1 so every snap concludes. The same spring turns the item back upright. A damping
/// or point that is not finite, a negative damping or one above 1, is reported to the runtime
/// and the old value kept.
open class UISnapBehavior: UIDynamicBehavior {
  /// The snap spring's frequency, hertz (ours).
  static let frequency = 2.5
  /// The least damping ratio a snap uses (ours).
  static let minimumDampingRatio = 0.1

  /// Where the item's centre settles.
  open var snapPoint: CGPoint {
    didSet {
      snapPoint = validated(snapPoint, old: oldValue, "snapPoint")
      if snapPoint != oldValue { behaviorDidChange() }
    }
  }
  /// How little the item oscillates as it settles: 0 (most) to 1 (least); 0.5 by default.
  open var damping: CGFloat = 0.5 {
    didSet {
      guard damping.isFinite, damping >= 0, damping <= 1 else {
        reportBadValue(
          "damping", "\(damping)", expected: "a number from 0 to 1", kept: "\(oldValue)")
        damping = oldValue
        return
      }
      if damping != oldValue { behaviorDidChange() }
    }
  }

  private let item: any UIDynamicItem

  /// Snaps `item` to `point`.
  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  // MARK: - Internal

  override var dynamicItemsInStep: [any UIDynamicItem] { [item] }

  override func accumulateForces(in world: DynamicsWorld) {
    guard let body = world.body(for: item) else { return }
    let omega = 2 * Double.pi * Self.frequency
    let ratio = max(Double(damping), Self.minimumDampingRatio)
    let target = SIMD2(Double(snapPoint.x), Double(snapPoint.y))
    let stiffness = omega * omega
    let resistance = 2 * ratio * omega
    let mass = body.mass
    let pull: SIMD2<Double> = (target - body.position) * stiffness - body.velocity * resistance
    body.force += pull * mass
    let inertia = body.momentOfInertia
    let turn: Double = -body.angle * stiffness - body.angularVelocity * resistance
    body.torque += turn * inertia
  }
}
