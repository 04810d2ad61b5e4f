import Foundation

/// Pushes items with a force, continuously or once.
///
/// UIKit documents the unit: a push of magnitude 1 on a 100 × 100 pt item of density 1
/// accelerates it at 100 points/s² (`.continuous`), or gives it a velocity of 100 points/s at
/// once (`.instantaneous`). The force scales with that — a heavier item moves less. An
/// instantaneous push acts on the next step and then becomes inactive (``active`` false), as in
/// UIKit; set ``active`` again to push again.
///
/// ```swift
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// let card = UIView(frame: CGRect(x: 150, y: 600, width: 80, height: 120))
/// view.addSubview(card)
/// let animator = UIDynamicAnimator(referenceView: view)
/// let push = UIPushBehavior(items: [card], mode: .instantaneous)
/// push.setAngle(-.pi / 2, magnitude: 2)
/// animator.addBehavior(push)
/// ```
///
/// A direction, angle, magnitude or offset that is not finite, or a negative magnitude, is
/// reported to the runtime and the old value kept.
open class UIPushBehavior: UIDynamicBehavior {
  /// How a push acts.
  public enum Mode: Int, Sendable {
    /// A force for as long as the push is active.
    case continuous
    /// One impulse, on the next step.
    case instantaneous
  }

  /// The force of magnitude 1: 100 points/s² on 100 × 100 pt of density 1 (UIKit's unit).
  static let unitForce = 100.0 * 100 * 100

  /// The items pushed.
  open var items: [any UIDynamicItem] { memberItems }
  /// Continuous or instantaneous.
  public let mode: Mode
  /// Whether the push acts (an instantaneous push turns itself off once applied); `true` by
  /// default.
  open var active = true {
    didSet { if active != oldValue { behaviorDidChange() } }
  }
  /// The force as a vector: its length is the magnitude; zero by default.
  open var pushDirection = CGVector.zero {
    didSet {
      guard pushDirection.dx.isFinite, pushDirection.dy.isFinite else {
        reportBadValue(
          "pushDirection", "\(pushDirection)", expected: "a finite vector", kept: "\(oldValue)")
        pushDirection = oldValue
        return
      }
      behaviorDidChange()
    }
  }

  private var offsets: [ObjectIdentifier: UIOffset] = [:]

  /// A push of `items`, of magnitude 0 until a direction or magnitude is set.
  public init(items: [any UIDynamicItem], mode: Mode) {
    self.mode = mode
    super.init()
    memberItems = items
  }

  /// The direction, radians clockwise from the positive x axis.
  open var angle: CGFloat {
    get { atan2(pushDirection.dy, pushDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The strength (see the type's discussion for the unit).
  open var magnitude: CGFloat {
    get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Sets the direction to `angle` radians and the strength to `magnitude`.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    let old = (angle: self.angle, magnitude: self.magnitude)
    if let vector = directionVector(angle: angle, magnitude: magnitude, keeping: old) {
      pushDirection = vector
    }
  }

  /// Where on `item` the push acts, from its centre (zero by default: no turning).
  open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
    offsets[ObjectIdentifier(item)] ?? .zero
  }

  /// Makes the push act on `item` at `o` from its centre, turning it.
  open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
    guard o.horizontal.isFinite, o.vertical.isFinite else {
      reportBadValue(
        "setTargetOffsetFromCenter(_:for:)", "\(o)", expected: "a finite offset",
        kept: "\(targetOffsetFromCenter(for: item))")
      return
    }
    offsets[ObjectIdentifier(item)] = o
    behaviorDidChange()
  }

  /// Adds an item.
  open func addItem(_ item: any UIDynamicItem) { addMember(item) }

  /// Removes an item.
  open func removeItem(_ item: any UIDynamicItem) { removeMember(item) }

  // MARK: - Internal

  override var dynamicItemsInStep: [any UIDynamicItem] { items }

  private var force: SIMD2<Double> {
    SIMD2(Double(pushDirection.dx), Double(pushDirection.dy)) * Self.unitForce
  }

  private func arm(of body: DynamicsBody) -> SIMD2<Double> {
    let offset = targetOffsetFromCenter(for: body.item)
    return body.rotated(SIMD2(Double(offset.horizontal), Double(offset.vertical)))
  }

  override func beginStep(in world: DynamicsWorld) {
    guard mode == .instantaneous, active else { return }
    let impulse = force
    for item in items {
      guard let body = world.body(for: item), !body.isAnchored else { continue }
      let arm = arm(of: body)
      body.velocity += impulse / body.mass
      if body.allowsRotation {
        body.angularVelocity += (arm.x * impulse.y - arm.y * impulse.x) / body.momentOfInertia
      }
    }
    active = false
  }

  override func accumulateForces(in world: DynamicsWorld) {
    guard mode == .continuous, active else { return }
    let force = force
    for item in items {
      guard let body = world.body(for: item) else { continue }
      body.apply(force, atArm: arm(of: body))
    }
  }
}
