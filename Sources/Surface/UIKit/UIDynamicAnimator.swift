import HeadlessRuntime
import TouchCore

/// Moves dynamic items — views, or a collection view's layout attributes — under physical
/// behaviours (attachments, snaps, gravity, pushes, collisions), on the replay's virtual clock.
///
/// ```swift
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// let card = UIView(frame: CGRect(x: 40, y: 100, width: 80, height: 120))
/// view.addSubview(card)
/// let animator = UIDynamicAnimator(referenceView: view)
/// let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 200, y: 400))
/// animator.addBehavior(snap)   // the card springs there, one step per display frame
/// ```
///
/// The animator steps once per display frame of ``HeadlessRuntime/current`` (a frame observer),
/// in substeps of at most 1/960 s; after each step it writes every item's `center` (and its
/// `transform`, once the item has turned), calls each behaviour's ``UIDynamicBehavior/action``
/// once and, for ``init(collectionViewLayout:)``, invalidates the layout so the collection view
/// asks for the moved attributes. It pauses (``isRunning`` false, the delegate's
/// ``UIDynamicAnimatorDelegate/dynamicAnimatorDidPause(_:)``) when every item has been at rest
/// for ``restingDuration`` — slower than ``restingSpeed``, moved less than ``restingDistance`` —
/// and resumes when a behaviour or an item changes. Outside a host (no current runtime) it never
/// advances, and nothing traps.
///
/// An item faster than ``maximumSpeed`` (a spring of absurd frequency, a huge pushed velocity)
/// is reported to the runtime (a ``HeadlessProblem`` naming `UIDynamicAnimator`) and the
/// animator pauses with every item stopped, instead of producing non-finite positions.
open class UIDynamicAnimator: NSObject {
  /// Below this speed (points per second) an item may be at rest (ours).
  public static let restingSpeed: Double = 1
  /// Below this turning speed (radians per second) an item may be at rest (ours).
  public static let restingAngularSpeed: Double = 0.01
  /// Items that moved less than this (points) over ``restingDuration`` while slower than
  /// ``restingSpeed`` are at rest (ours).
  public static let restingDistance: Double = 0.1
  /// How long items must stay slow and still before the animator pauses (ours: 0.1 s).
  public static let restingDuration = TimeAmount.milliseconds(100)
  /// The fastest an item may move, points per second, before the animator gives up (ours:
  /// ten times the fastest fling a scroll view reaches).
  public static let maximumSpeed: Double = 100_000

  /// The view whose coordinates the items' centres are in (for a collection-view layout's
  /// animator, the collection view).
  open var referenceView: UIView? { view ?? layout?.collectionView }
  /// The behaviours added, in the order added.
  open private(set) var behaviors: [UIDynamicBehavior] = []
  /// Whether the animator is stepping (false once every item is at rest).
  open private(set) var isRunning = false
  /// How long the animator has been stepping, in seconds of virtual time.
  open private(set) var elapsedTime: TimeInterval = 0
  /// Told when the animator pauses and resumes.
  open weak var delegate: (any UIDynamicAnimatorDelegate)?

  private weak var view: UIView?
  private weak var layout: UICollectionViewLayout?
  let world = DynamicsWorld()
  private weak var runtime: HeadlessRuntime?
  private var observer: FrameObserverID?
  private var lastStepTime: Timestamp?
  private var needsSync = true
  /// When the items became slow, and where they were then.
  private var restStart: (time: Timestamp, positions: [SIMD2<Double>])?

  /// An animator with no reference view: its items are views, their centres in their
  /// superviews' coordinates, and nothing collides with reference bounds.
  public override init() {
    super.init()
  }

  /// An animator whose items are views in `view` (their centres in its coordinates); collisions
  /// with the reference bounds use its bounds.
  public init(referenceView view: UIView) {
    self.view = view
    super.init()
  }

  /// An animator whose items are `layout`'s attributes: after each step it invalidates the
  /// layout, and collisions with the reference bounds use the layout's content size.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init()
  }

  deinit {
    if let observer { runtime?.removeFrameObserver(observer) }
  }

  // MARK: - Behaviours

  /// Adds `behavior` (and its children); the animator resumes.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behavior.animator?.removeBehavior(behavior)
    behaviors.append(behavior)
    behavior.moveTree(to: self)
    behaviorsDidChange()
  }

  /// Removes `behavior`; items no behaviour holds any more leave the animator.
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.removeAll { $0 === behavior }
    behavior.moveTree(to: nil)
    behaviorsDidChange()
  }

  /// Removes every behaviour.
  open func removeAllBehaviors() {
    let removed = behaviors
    behaviors = []
    for behavior in removed { behavior.moveTree(to: nil) }
    behaviorsDidChange()
  }

  // MARK: - Items

  /// The items whose frame (centre and bounds size, without the transform) meets `rect`, in
  /// the order they joined the animator.
  open func items(in rect: CGRect) -> [any UIDynamicItem] {
    syncIfNeeded()
    return world.bodies.compactMap { body in
      let item = body.item
      let center = item.center
      let size = item.bounds.size
      let frame = CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height)
      return frame.intersects(rect) ? item : nil
    }
  }

  /// Reads `item`'s centre, bounds and transform again, after the app moved it.
  ///
  /// Its velocity is kept (ours). The animator resumes.
  open func updateItem(usingCurrentState item: any UIDynamicItem) {
    syncIfNeeded()
    guard let body = world.body(for: item) else { return }
    body.reload()
    resume()
  }

  /// The attributes of the cell at `indexPath` among the animator's items, if any.
  open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
  }

  /// The attributes of the supplementary view of `kind` at `indexPath` among the animator's
  /// items, if any.
  open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    attributes {
      $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind
        && $0.indexPath == indexPath
    }
  }

  /// The attributes of the decoration view of `decorationViewKind` at `indexPath` among the
  /// animator's items, if any.
  open func layoutAttributesForDecorationView(
    ofKind decorationViewKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    attributes {
      $0.representedElementCategory == .decorationView
        && $0.representedElementKind == decorationViewKind && $0.indexPath == indexPath
    }
  }

  private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool)
    -> UICollectionViewLayoutAttributes?
  {
    syncIfNeeded()
    for body in world.bodies {
      if let attributes = body.item as? UICollectionViewLayoutAttributes, matches(attributes) {
        return attributes
      }
    }
    return nil
  }

  // MARK: - Internal: running

  /// The behaviours or their items changed: the items are gathered again and the animator
  /// resumes.
  func behaviorsDidChange() {
    needsSync = true
    resume()
  }

  /// The body of `item` when it is one of the animator's items.
  func body(for item: any UIDynamicItem) -> DynamicsBody? {
    syncIfNeeded()
    return world.body(for: item)
  }

  /// Starts stepping on the current runtime's frames (nothing outside a host).
  func resume() {
    restStart = nil
    guard !isRunning, !behaviors.isEmpty, let runtime = HeadlessRuntime.current else { return }
    isRunning = true
    self.runtime = runtime
    lastStepTime = runtime.now
    observer = runtime.addFrameObserver { [weak self] time in self?.frameTicked(at: time) }
    delegate?.dynamicAnimatorWillResume(self)
  }

  private func pause() {
    guard isRunning else { return }
    if let observer { runtime?.removeFrameObserver(observer) }
    observer = nil
    isRunning = false
    restStart = nil
    // At rest means still (ours): what is left of the velocity does not carry into a resume.
    for body in world.bodies {
      body.velocity = .zero
      body.angularVelocity = 0
    }
    delegate?.dynamicAnimatorDidPause(self)
  }

  private func flattenedBehaviors() -> [UIDynamicBehavior] {
    var list: [UIDynamicBehavior] = []
    for behavior in behaviors { behavior.appendTree(to: &list) }
    return list
  }

  /// Gathers the behaviours' items into the world and applies their material.
  private func syncIfNeeded() {
    guard needsSync else { return }
    needsSync = false
    let flattened = flattenedBehaviors()
    world.retain(flattened.flatMap(\.dynamicItemsInStep))
    for body in world.bodies { body.resetMaterial() }
    for behavior in flattened { behavior.applyMaterial(in: world) }
  }

  private func frameTicked(at time: Timestamp) {
    guard let last = lastStepTime else { return }
    lastStepTime = time
    let duration = Double((time - last).nanoseconds) / 1e9
    guard duration > 0 else { return }
    needsSync = true
    syncIfNeeded()
    guard !world.bodies.isEmpty else {
      pause()
      return
    }
    world.referenceBounds = referenceBounds()
    let flattened = flattenedBehaviors()
    world.step(
      duration: min(duration, DynamicsWorld.maximumSubstep * Double(DynamicsWorld.maximumSubsteps)),
      behaviors: flattened)
    elapsedTime += duration
    let gaveUp = stopRunawayBodies()
    for body in world.bodies {
      body.item.center = CGPoint(x: body.position.x, y: body.position.y)
      if body.hasRotated { body.item.transform = CGAffineTransform(rotationAngle: body.angle) }
    }
    for behavior in flattened { behavior.action?() }
    if let layout { layout.invalidateLayout() }
    if gaveUp {
      pause()
      return
    }
    checkRest(at: time)
  }

  /// Reports and stops bodies faster than ``maximumSpeed`` or no longer finite; whether any was.
  private func stopRunawayBodies() -> Bool {
    var gaveUp = false
    for body in world.bodies {
      let speed = (body.velocity * body.velocity).sum().squareRoot()
      let finite =
        body.position.x.isFinite && body.position.y.isFinite && body.angle.isFinite
        && body.angularVelocity.isFinite
      guard !finite || !(speed <= Self.maximumSpeed) else { continue }
      if !gaveUp {
        (runtime ?? HeadlessRuntime.current)?.report(
          HeadlessProblem(
            type: "UIDynamicAnimator", call: "step",
            message:
              "a \(type(of: body.item)) reached \(speed) points/s, faster than "
              + "\(Self.maximumSpeed) (a spring frequency or a velocity far too large?); the "
              + "animator stopped its items and paused"))
      }
      gaveUp = true
      let back = body.previousPosition
      body.position = back.x.isFinite && back.y.isFinite ? back : .zero
      if !body.angle.isFinite { body.angle = 0 }
    }
    if gaveUp {
      for body in world.bodies {
        body.velocity = .zero
        body.angularVelocity = 0
      }
    }
    return gaveUp
  }

  private func checkRest(at time: Timestamp) {
    let isSlow = world.bodies.allSatisfy { body in
      (body.velocity * body.velocity).sum() < Self.restingSpeed * Self.restingSpeed
        && abs(body.angularVelocity) < Self.restingAngularSpeed
    }
    let positions = world.bodies.map(\.position)
    guard isSlow, let start = restStart, start.positions.count == positions.count else {
      restStart = isSlow ? (time, positions) : nil
      return
    }
    guard time - start.time >= Self.restingDuration else { return }
    let still = zip(start.positions, positions).allSatisfy { before, now in
      let moved = now - before
      return (moved * moved).sum() < Self.restingDistance * Self.restingDistance
    }
    if still { pause() } else { restStart = (time, positions) }
  }

  /// The rectangle collisions with the reference bounds use.
  private func referenceBounds() -> CGRect? {
    if let view { return view.bounds }
    if let layout { return CGRect(origin: .zero, size: layout.collectionViewContentSize) }
    return nil
  }
}
