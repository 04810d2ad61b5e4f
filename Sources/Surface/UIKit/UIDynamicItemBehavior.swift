/// The material of items in a ``UIDynamicAnimator`` — density, elasticity, friction,
/// resistance, rotation — and a way to give them velocity.
///
/// ```swift
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// let card = UIView(frame: CGRect(x: 150, y: 600, width: 80, height: 120))
/// view.addSubview(card)
/// let animator = UIDynamicAnimator(referenceView: view)
/// let material = UIDynamicItemBehavior(items: [card])
/// material.resistance = 2
/// material.addLinearVelocity(CGPoint(x: 0, y: -800), for: card)
/// animator.addBehavior(material)
/// ```
///
/// When several item behaviours hold the same item, the one added last gives its material
/// (ours). A value that is not finite, or negative where UIKit takes only non-negative values,
/// is reported to the runtime and the old value kept.
open class UIDynamicItemBehavior: UIDynamicBehavior {
  /// The items whose material this is.
  open var items: [any UIDynamicItem] { memberItems }
  /// How much of its speed an item keeps when it bounces off a boundary: 0 (none, the default)
  /// to 1 (all).
  open var elasticity: CGFloat = 0 {
    didSet { elasticity = validated(elasticity, old: oldValue, "elasticity") }
  }
  /// Sliding friction against boundaries: the tangential speed lost is at most this times the
  /// normal speed stopped (Coulomb friction, ours); 0 by default.
  open var friction: CGFloat = 0 {
    didSet { friction = validated(friction, old: oldValue, "friction") }
  }
  /// Mass per square point: an item's mass is density × area; 1 by default.
  open var density: CGFloat = 1 {
    didSet {
      guard density != oldValue else { return }
      density = validated(
        density, old: oldValue, "density", minimum: .leastNonzeroMagnitude,
        expected: "a finite number above 0")
      behaviorDidChange()
    }
  }
  /// Linear damping, per second: dv/dt = −resistance · v (ours); 0 by default.
  open var resistance: CGFloat = 0 {
    didSet { resistance = validated(resistance, old: oldValue, "resistance") }
  }
  /// Angular damping, per second; 0 by default.
  open var angularResistance: CGFloat = 0 {
    didSet { angularResistance = validated(angularResistance, old: oldValue, "angularResistance") }
  }
  /// Electric charge for field behaviours (inert: `UIFieldBehavior` is absent headless).
  open var charge: CGFloat = 0
  /// Whether the items stay where they are (still colliding); `false` by default.
  open var isAnchored = false {
    didSet { behaviorDidChange() }
  }
  /// Whether forces turn the items; `true` by default.
  open var allowsRotation = true {
    didSet { behaviorDidChange() }
  }

  /// Velocities added before the behaviour joined an animator, by item.
  private var pendingLinear: [(item: any UIDynamicItem, velocity: SIMD2<Double>)] = []
  private var pendingAngular: [(item: any UIDynamicItem, velocity: Double)] = []

  /// A behaviour for `items`.
  public init(items: [any UIDynamicItem]) {
    super.init()
    memberItems = items
  }

  /// Adds an item.
  open func addItem(_ item: any UIDynamicItem) { addMember(item) }

  /// Removes an item.
  open func removeItem(_ item: any UIDynamicItem) { removeMember(item) }

  /// Adds `velocity` (points per second) to `item`'s; the animator resumes.
  ///
  /// A velocity that is not finite, or faster than ``UIDynamicAnimator/maximumSpeed``, is
  /// reported and ignored.
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
    let added = SIMD2(Double(velocity.x), Double(velocity.y))
    guard added.x.isFinite, added.y.isFinite,
      (added * added).sum() <= UIDynamicAnimator.maximumSpeed * UIDynamicAnimator.maximumSpeed
    else {
      reportBadValue(
        "addLinearVelocity(_:for:)", "\(velocity)",
        expected: "a finite velocity below \(UIDynamicAnimator.maximumSpeed) points/s",
        kept: "velocity")
      return
    }
    if let body = animator?.body(for: item) {
      body.velocity += added
      animator?.resume()
    } else {
      pendingLinear.append((item, added))
    }
  }

  /// `item`'s velocity in points per second (zero when it is not in this behaviour's animator).
  open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
    guard let body = animator?.body(for: item) else { return .zero }
    return CGPoint(x: body.velocity.x, y: body.velocity.y)
  }

  /// Adds `velocity` (radians per second) to `item`'s turning speed.
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
    let added = Double(velocity)
    guard added.isFinite, abs(added) <= UIDynamicAnimator.maximumSpeed else {
      reportBadValue(
        "addAngularVelocity(_:for:)", "\(velocity)",
        expected: "a finite angular velocity", kept: "angular velocity")
      return
    }
    if let body = animator?.body(for: item) {
      body.angularVelocity += added
      animator?.resume()
    } else {
      pendingAngular.append((item, added))
    }
  }

  /// `item`'s turning speed in radians per second.
  open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
    guard let body = animator?.body(for: item) else { return 0 }
    return CGFloat(body.angularVelocity)
  }

  // MARK: - Internal

  override var dynamicItemsInStep: [any UIDynamicItem] { items }

  override func applyMaterial(in world: DynamicsWorld) {
    for item in items {
      guard let body = world.body(for: item) else { continue }
      body.density = Double(density)
      body.elasticity = Double(elasticity)
      body.friction = Double(friction)
      body.resistance = Double(resistance)
      body.angularResistance = Double(angularResistance)
      body.allowsRotation = allowsRotation
      body.isAnchored = isAnchored
    }
    for (item, velocity) in pendingLinear {
      world.body(for: item)?.velocity += velocity
    }
    for (item, velocity) in pendingAngular {
      world.body(for: item)?.angularVelocity += velocity
    }
    pendingLinear = []
    pendingAngular = []
  }
}
