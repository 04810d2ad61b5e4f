/// Joins an item to a fixed point or to another item, by a spring or a rigid rod.
///
/// With ``frequency`` 0 the attachment is a rigid rod of ``length``; otherwise it is a damped
/// spring of rest length ``length`` that oscillates at ``frequency`` hertz with damping ratio
/// ``damping`` (1 settles without overshoot, smaller values oscillate), as UIKit documents both.
/// The spring's stiffness is mass × (2π · frequency)² — the item's mass, or the two items'
/// reduced mass — so the frequency does not depend on the items' sizes (ours: UIKit does not
/// publish its solver). With length 0 the spring damps the whole velocity; otherwise only the
/// part along the attachment (ours).
///
/// ```swift
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// let card = UIView(frame: CGRect(x: 150, y: 300, width: 80, height: 120))
/// view.addSubview(card)
/// let animator = UIDynamicAnimator(referenceView: view)
/// let spring = UIAttachmentBehavior(item: card, attachedToAnchor: card.center)
/// spring.length = 0
/// spring.frequency = 1
/// spring.damping = 0.8
/// animator.addBehavior(spring)
/// ```
///
/// A frequency, damping or length that is not finite or is negative is reported to the runtime
/// and the old value kept. ``frictionTorque`` and ``attachmentRange`` are kept but inert (the
/// sliding, fixed, pin and limit attachments are absent headless).
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// The attached items: one for an anchor attachment, two for an item attachment.
  open private(set) var items: [any UIDynamicItem]
  /// Whether the item is attached to an anchor or to another item.
  open private(set) var attachedBehaviorType: UIAttachmentBehaviorType
  /// The fixed point the item hangs from (in the reference coordinates); unused between items.
  open var anchorPoint: CGPoint {
    didSet {
      anchorPoint = validated(anchorPoint, old: oldValue, "anchorPoint")
      if anchorPoint != oldValue { behaviorDidChange() }
    }
  }
  /// The rest length, in points; the distance at creation by default.
  open var length: CGFloat {
    didSet {
      length = validated(length, old: oldValue, "length")
      if length != oldValue { behaviorDidChange() }
    }
  }
  /// The spring's damping ratio; 0 by default.
  open var damping: CGFloat = 0 {
    didSet {
      damping = validated(damping, old: oldValue, "damping")
      if damping != oldValue { behaviorDidChange() }
    }
  }
  /// The spring's frequency in hertz; 0 (a rigid rod) by default.
  open var frequency: CGFloat = 0 {
    didSet {
      frequency = validated(
        frequency, old: oldValue, "frequency", expected: "a finite number of hertz, at least 0")
      if frequency != oldValue { behaviorDidChange() }
    }
  }
  /// The torque resisting rotation about the attachment point (inert).
  open var frictionTorque: CGFloat = 0 {
    didSet { frictionTorque = validated(frictionTorque, old: oldValue, "frictionTorque") }
  }
  /// The range a sliding attachment may move in (inert; infinite by default).
  open var attachmentRange = UIFloatRange.infinite

  private let offsets: [UIOffset]

  /// Attaches the centre of `item` to `point`.
  public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches the point `offset` from `item`'s centre to `point`.
  public init(
    item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint
  ) {
    items = [item]
    attachedBehaviorType = .anchor
    anchorPoint = point
    offsets = [offset]
    let attached = Self.point(of: item, offset: offset)
    length = Self.finiteDistance(attached, point)
    super.init()
  }

  /// Attaches the centres of two items.
  public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches the point `offset1` from `item1`'s centre to the point `offset2` from `item2`'s.
  public init(
    item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
    attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset
  ) {
    items = [item1, item2]
    attachedBehaviorType = .items
    anchorPoint = .zero
    offsets = [offset1, offset2]
    length = Self.finiteDistance(
      Self.point(of: item1, offset: offset1), Self.point(of: item2, offset: offset2))
    super.init()
  }

  private static func point(of item: any UIDynamicItem, offset: UIOffset) -> CGPoint {
    CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
  }

  private static func finiteDistance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let distance = ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    return distance.isFinite ? distance : 0
  }

  // MARK: - Internal

  override var dynamicItemsInStep: [any UIDynamicItem] { items }

  /// One end of the attachment this substep.
  private struct End {
    /// The item's body, or nil for the anchor.
    var body: DynamicsBody?
    /// From the body's centre to the attached point.
    var arm: SIMD2<Double>
    /// The attached point.
    var point: SIMD2<Double>
  }

  /// The attachment's two ends this substep.
  private func ends(in world: DynamicsWorld) -> [End]? {
    var ends: [End] = []
    for (item, offset) in zip(items, offsets) {
      guard let body = world.body(for: item) else { return nil }
      let arm = body.rotated(SIMD2(Double(offset.horizontal), Double(offset.vertical)))
      ends.append(End(body: body, arm: arm, point: body.position + arm))
    }
    if attachedBehaviorType == .anchor {
      ends.append(
        End(body: nil, arm: .zero, point: SIMD2(Double(anchorPoint.x), Double(anchorPoint.y))))
    }
    return ends.count == 2 ? ends : nil
  }

  override func accumulateForces(in world: DynamicsWorld) {
    guard frequency > 0, let ends = ends(in: world) else { return }
    let (a, b) = (ends[0], ends[1])
    let massA = a.body.map { $0.isAnchored ? Double.infinity : $0.mass } ?? .infinity
    let massB = b.body.map { $0.isAnchored ? Double.infinity : $0.mass } ?? .infinity
    // Reduced mass: the mass of the one free end, or m₁m₂ / (m₁ + m₂).
    guard massA.isFinite || massB.isFinite else { return }
    let mass =
      massA.isInfinite ? massB : massB.isInfinite ? massA : massA * massB / (massA + massB)
    let omega = 2 * Double.pi * Double(frequency)
    let stiffness = mass * omega * omega
    let resistance = 2 * Double(damping) * mass * omega
    let separation = a.point - b.point
    let distance = (separation * separation).sum().squareRoot()
    let relativeVelocity =
      (a.body?.velocity(atArm: a.arm) ?? .zero) - (b.body?.velocity(atArm: b.arm) ?? .zero)
    var force: SIMD2<Double>
    if length == 0 || distance < 1e-9 {
      force = -stiffness * separation - resistance * relativeVelocity
    } else {
      let direction = separation / distance
      let stretch = distance - Double(length)
      let closing = (relativeVelocity * direction).sum()
      force = (-stiffness * stretch - resistance * closing) * direction
    }
    a.body?.apply(force, atArm: a.arm)
    b.body?.apply(-force, atArm: b.arm)
  }

  override func enforceConstraints(in world: DynamicsWorld) {
    guard frequency == 0, let ends = ends(in: world) else { return }
    let (a, b) = (ends[0], ends[1])
    let inverseA = a.body.map { $0.isAnchored ? 0 : 1 / $0.mass } ?? 0
    let inverseB = b.body.map { $0.isAnchored ? 0 : 1 / $0.mass } ?? 0
    let inverseSum = inverseA + inverseB
    let separation = a.point - b.point
    let distance = (separation * separation).sum().squareRoot()
    guard inverseSum > 0, distance > 1e-9 else { return }
    // A rod moves the ends back to its length, shared by inverse mass, and removes their
    // velocity along it (ours: rotation is not corrected by a rod).
    let direction = separation / distance
    let error = distance - Double(length)
    if let body = a.body, inverseA > 0 {
      body.position -= direction * (error * inverseA / inverseSum)
    }
    if let body = b.body, inverseB > 0 {
      body.position += direction * (error * inverseB / inverseSum)
    }
    let closing =
      (((a.body?.velocity ?? .zero) - (b.body?.velocity ?? .zero)) * direction).sum()
    if let body = a.body, inverseA > 0 {
      body.velocity -= direction * (closing * inverseA / inverseSum)
    }
    if let body = b.body, inverseB > 0 {
      body.velocity += direction * (closing * inverseB / inverseSum)
    }
  }
}
