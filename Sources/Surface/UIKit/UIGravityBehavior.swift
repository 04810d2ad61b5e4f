import Foundation

/// Accelerates items in one direction, as UIKit's gravity does: magnitude 1 is 1,000 points/s²
/// (UIKit's documented unit), downwards by default.
///
/// ```swift
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// let card = UIView(frame: CGRect(x: 150, y: 100, width: 80, height: 120))
/// view.addSubview(card)
/// let animator = UIDynamicAnimator(referenceView: view)
/// let gravity = UIGravityBehavior(items: [card])
/// gravity.magnitude = 0.5
/// animator.addBehavior(gravity)
/// ```
///
/// A direction, angle or magnitude that is not finite, or a negative magnitude, is reported to
/// the runtime and the old value kept.
open class UIGravityBehavior: UIDynamicBehavior {
  /// The acceleration of magnitude 1, points per second squared (UIKit's documented unit).
  static let unitAcceleration = 1_000.0

  /// The items gravity pulls.
  open var items: [any UIDynamicItem] { memberItems }
  /// The direction and strength: a vector of length 1 is 1,000 points/s²; `(0, 1)` by default.
  open var gravityDirection = CGVector(dx: 0, dy: 1) {
    didSet {
      guard gravityDirection.dx.isFinite, gravityDirection.dy.isFinite else {
        reportBadValue(
          "gravityDirection", "\(gravityDirection)", expected: "a finite vector",
          kept: "\(oldValue)")
        gravityDirection = oldValue
        return
      }
      behaviorDidChange()
    }
  }

  /// A behaviour pulling `items` downwards at 1,000 points/s².
  public init(items: [any UIDynamicItem]) {
    super.init()
    memberItems = items
  }

  /// The direction, radians clockwise from the positive x axis (π/2, down, by default).
  open var angle: CGFloat {
    get { atan2(gravityDirection.dy, gravityDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The strength: 1 is 1,000 points/s²; 1 by default.
  open var magnitude: CGFloat {
    get {
      (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy)
        .squareRoot()
    }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Sets the direction to `angle` radians and the strength to `magnitude`.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    let old = (angle: self.angle, magnitude: self.magnitude)
    if let vector = directionVector(angle: angle, magnitude: magnitude, keeping: old) {
      gravityDirection = vector
    }
  }

  /// Adds an item.
  open func addItem(_ item: any UIDynamicItem) { addMember(item) }

  /// Removes an item.
  open func removeItem(_ item: any UIDynamicItem) { removeMember(item) }

  // MARK: - Internal

  override var dynamicItemsInStep: [any UIDynamicItem] { items }

  override func accumulateForces(in world: DynamicsWorld) {
    let acceleration =
      SIMD2(Double(gravityDirection.dx), Double(gravityDirection.dy)) * Self.unitAcceleration
    for item in items {
      guard let body = world.body(for: item) else { continue }
      body.force += acceleration * body.mass
    }
  }
}
