/// Keeps items inside boundaries: the reference bounds, and lines the app adds.
///
/// Headless, an item collides as the axis-aligned box around its rotated bounds, against the
/// reference bounds (``translatesReferenceBoundsIntoBoundary``) and against boundary segments;
/// a path boundary collides as the four edges of the path's bounding box (all ours). An item
/// that reaches a boundary stops moving into it — bouncing back with its
/// ``UIDynamicItemBehavior/elasticity`` and losing sliding speed to its
/// ``UIDynamicItemBehavior/friction`` — and the ``collisionDelegate`` hears when it touches and
/// leaves each boundary (identifier `nil` for the reference bounds). Items do not collide with
/// each other headless (`.items` mode collides with nothing).
///
/// ```swift
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// let card = UIView(frame: CGRect(x: 40, y: 100, width: 80, height: 120))
/// view.addSubview(card)
/// let animator = UIDynamicAnimator(referenceView: view)
/// animator.addBehavior(UIGravityBehavior(items: [card]))
/// let collision = UICollisionBehavior(items: [card])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// collision.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 500),
///                       to: CGPoint(x: 200, y: 500))
/// animator.addBehavior(collision)
/// ```
open class UICollisionBehavior: UIDynamicBehavior {
  /// What the items collide with.
  public struct Mode: OptionSet, Sendable {
    public let rawValue: UInt
    /// A mode from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Other items (not modelled headless).
    public static let items = Mode(rawValue: 1 << 0)
    /// Boundaries and the reference bounds.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// Both.
    public static let everything = Mode(rawValue: .max)
  }

  /// A boundary: an identifier and a segment.
  private struct Boundary {
    var identifier: any NSCopying
    var start: SIMD2<Double>
    var end: SIMD2<Double>
  }

  /// An item touching a boundary (index into the boundaries, −1 for the reference bounds).
  private struct Contact: Hashable {
    var item: ObjectIdentifier
    var boundary: Int
  }

  /// The items that collide.
  open var items: [any UIDynamicItem] { memberItems }
  /// What the items collide with; `.everything` by default.
  open var collisionMode = Mode.everything {
    didSet { behaviorDidChange() }
  }
  /// Whether the reference view's bounds (a layout's content) are a boundary; `false` by
  /// default.
  open var translatesReferenceBoundsIntoBoundary = false {
    didSet {
      referenceInsets = .zero
      behaviorDidChange()
    }
  }
  /// Told when items touch and leave boundaries.
  open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

  private var referenceInsets = UIEdgeInsets.zero
  /// Boundaries in the order added; a path's four edges share its identifier.
  private var boundaries: [Boundary] = []
  private var paths: [(identifier: any NSCopying, path: UIBezierPath)] = []
  private var contacts: [Contact: CGPoint] = [:]
  private var contactsThisStep: [Contact: CGPoint] = [:]

  /// A behaviour in which `items` collide.
  public init(items: [any UIDynamicItem]) {
    super.init()
    memberItems = items
  }

  /// Makes the reference bounds, inset by `insets`, a boundary.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    guard insets.top.isFinite, insets.left.isFinite, insets.bottom.isFinite, insets.right.isFinite
    else {
      reportBadValue(
        "setTranslatesReferenceBoundsIntoBoundary(with:)", "\(insets)",
        expected: "finite insets", kept: "\(referenceInsets)")
      return
    }
    translatesReferenceBoundsIntoBoundary = true
    referenceInsets = insets
  }

  /// Adds a boundary along the segment from `p0` to `p1`.
  open func addBoundary(withIdentifier identifier: any NSCopying, from p0: CGPoint, to p1: CGPoint)
  {
    guard p0.x.isFinite, p0.y.isFinite, p1.x.isFinite, p1.y.isFinite else {
      reportBadValue(
        "addBoundary(withIdentifier:from:to:)", "\(p0)–\(p1)", expected: "a finite segment",
        kept: "boundary list")
      return
    }
    boundaries.append(
      Boundary(
        identifier: identifier, start: SIMD2(Double(p0.x), Double(p0.y)),
        end: SIMD2(Double(p1.x), Double(p1.y))))
    behaviorDidChange()
  }

  /// Adds a boundary along `bezierPath` (collides as the edges of its bounding box headless).
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    let box = bezierPath.bounds
    guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite
    else { return }
    paths.append((identifier, bezierPath))
    let corners = [
      SIMD2(Double(box.minX), Double(box.minY)), SIMD2(Double(box.maxX), Double(box.minY)),
      SIMD2(Double(box.maxX), Double(box.maxY)), SIMD2(Double(box.minX), Double(box.maxY)),
    ]
    for side in 0..<4 {
      boundaries.append(
        Boundary(identifier: identifier, start: corners[side], end: corners[(side + 1) % 4]))
    }
    behaviorDidChange()
  }

  /// The path added under `identifier`, or a segment boundary as a two-point path.
  open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
    if let found = paths.first(where: { Self.same($0.identifier, identifier) }) {
      return found.path
    }
    guard let segment = boundaries.first(where: { Self.same($0.identifier, identifier) }) else {
      return nil
    }
    let path = UIBezierPath()
    path.move(to: CGPoint(x: segment.start.x, y: segment.start.y))
    path.addLine(to: CGPoint(x: segment.end.x, y: segment.end.y))
    return path
  }

  /// Removes the boundary added under `identifier`.
  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    boundaries.removeAll { Self.same($0.identifier, identifier) }
    paths.removeAll { Self.same($0.identifier, identifier) }
    contacts = [:]
    behaviorDidChange()
  }

  /// The identifiers of the boundaries added, in order (nil when there are none, as UIKit).
  open var boundaryIdentifiers: [any NSCopying]? {
    var identifiers: [any NSCopying] = []
    for boundary in boundaries
    where !identifiers.contains(where: { Self.same($0, boundary.identifier) }) {
      identifiers.append(boundary.identifier)
    }
    return identifiers.isEmpty ? nil : identifiers
  }

  /// Removes every boundary the app added (the reference bounds stay if translated).
  open func removeAllBoundaries() {
    boundaries = []
    paths = []
    contacts = [:]
    behaviorDidChange()
  }

  /// Adds an item.
  open func addItem(_ item: any UIDynamicItem) { addMember(item) }

  /// Removes an item.
  open func removeItem(_ item: any UIDynamicItem) { removeMember(item) }

  private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
    if let object = a as? NSObject { return object.isEqual(b) }
    return String(describing: a) == String(describing: b)
  }

  // MARK: - Internal

  override var dynamicItemsInStep: [any UIDynamicItem] { items }

  override func beginStep(in world: DynamicsWorld) {
    contactsThisStep = [:]
  }

  override func enforceConstraints(in world: DynamicsWorld) {
    guard collisionMode.contains(.boundaries) else { return }
    for item in items {
      guard let body = world.body(for: item), !body.isAnchored else { continue }
      if translatesReferenceBoundsIntoBoundary, let bounds = world.referenceBounds {
        keep(body, inside: bounds.inset(by: referenceInsets))
      }
      for (index, boundary) in boundaries.enumerated() {
        collide(body, with: boundary, index: index)
      }
    }
  }

  override func endStep(in world: DynamicsWorld) {
    let previous = contacts
    contacts = contactsThisStep
    guard let delegate = collisionDelegate else { return }
    let byItem = Dictionary(uniqueKeysWithValues: items.map { (ObjectIdentifier($0), $0) })
    // Ended contacts first, then began ones, each in item and boundary order (deterministic).
    for item in items {
      let key = ObjectIdentifier(item)
      for contact in previous.keys.filter({ $0.item == key && contacts[$0] == nil })
        .sorted(by: { $0.boundary < $1.boundary })
      {
        delegate.collisionBehavior(
          self, endedContactFor: item, withBoundaryIdentifier: identifier(contact.boundary))
      }
    }
    for item in items {
      let key = ObjectIdentifier(item)
      for (contact, point) in contacts.filter({ $0.key.item == key && previous[$0.key] == nil })
        .sorted(by: { $0.key.boundary < $1.key.boundary })
      {
        guard let contactItem = byItem[contact.item] else { continue }
        delegate.collisionBehavior(
          self, beganContactFor: contactItem, withBoundaryIdentifier: identifier(contact.boundary),
          at: point)
      }
    }
  }

  private func identifier(_ boundary: Int) -> (any NSCopying)? {
    boundaries.indices.contains(boundary) ? boundaries[boundary].identifier : nil
  }

  /// Keeps the body's box inside `rect` (a box wider than the rect is centred in it).
  private func keep(_ body: DynamicsBody, inside rect: CGRect) {
    guard !rect.isNull else { return }
    let half = body.halfExtents
    let low = SIMD2(Double(rect.minX), Double(rect.minY)) + half
    let high = SIMD2(Double(rect.maxX), Double(rect.maxY)) - half
    for axis in 0..<2 {
      var normal = SIMD2<Double>.zero
      if low[axis] > high[axis] {
        body.position[axis] = (low[axis] + high[axis]) / 2
        continue
      } else if body.position[axis] < low[axis] {
        body.position[axis] = low[axis]
        normal[axis] = 1
      } else if body.position[axis] > high[axis] {
        body.position[axis] = high[axis]
        normal[axis] = -1
      } else {
        continue
      }
      stop(body, against: normal)
      let point = body.position - normal * half
      contactsThisStep[Contact(item: ObjectIdentifier(body.item), boundary: -1)] = CGPoint(
        x: point.x, y: point.y)
    }
  }

  /// Pushes the body's box out of a boundary segment, back to the side it came from.
  private func collide(_ body: DynamicsBody, with boundary: Boundary, index: Int) {
    let along = boundary.end - boundary.start
    let length = (along * along).sum().squareRoot()
    guard length > 1e-9 else { return }
    let direction = along / length
    let lineNormal = SIMD2(-direction.y, direction.x)
    let half = body.halfExtents
    let reach = abs(lineNormal.x) * half.x + abs(lineNormal.y) * half.y
    let extent = abs(direction.x) * half.x + abs(direction.y) * half.y
    let position = ((body.position - boundary.start) * direction).sum()
    guard position > -extent, position < length + extent else { return }
    let before = ((body.previousPosition - boundary.start) * lineNormal).sum()
    let now = ((body.position - boundary.start) * lineNormal).sum()
    let side: Double = before != 0 ? (before > 0 ? 1 : -1) : (now >= 0 ? 1 : -1)
    guard side * now < reach else { return }
    let normal = lineNormal * side
    body.position += normal * (reach - side * now)
    stop(body, against: normal)
    let point = body.position - normal * reach
    contactsThisStep[Contact(item: ObjectIdentifier(body.item), boundary: index)] = CGPoint(
      x: point.x, y: point.y)
  }

  /// Removes the velocity into the boundary whose outward normal is `normal`, bouncing with the
  /// body's elasticity and losing sliding speed to its friction.
  private func stop(_ body: DynamicsBody, against normal: SIMD2<Double>) {
    let into = (body.velocity * normal).sum()
    guard into < 0 else { return }
    let elasticity = min(body.elasticity, 1)
    body.velocity -= normal * ((1 + elasticity) * into)
    let tangent = body.velocity - normal * (body.velocity * normal).sum()
    let sliding = (tangent * tangent).sum().squareRoot()
    guard sliding > 0, body.friction > 0 else { return }
    let lost = min(sliding, body.friction * abs(into))
    body.velocity -= tangent / sliding * lost
  }
}
