import HeadlessRuntime
import TouchCore

/// The views of one hosting view: it updates the nodes whose state changed, lays them out
/// SwiftUI's way (proposal, choice, placement) and shows them as views of the UIKit surface.
///
/// Runaway views are reported, never followed to a trap or a hang (ours: the bounds are far
/// above what a screen needs and far below what exhausts a machine).
final class ViewGraph {
  /// Views nested deeper than this are a body that recurses.
  static let maximumDepth = 1_000
  /// Nodes a graph may hold: a `ForEach` over an unbounded range stops here.
  static let maximumNodes = 50_000
  /// Update passes one layout may take while state keeps changing.
  static let maximumUpdatePasses = 100
  /// Updates a hosting view may run at one instant of the clock, state changed between them by
  /// work on the main queue (ours: a screen needs a handful).
  static let maximumUpdatesPerInstant = 1_000

  private(set) var root: ViewNode?
  /// The instant of the clock the last updates were scheduled at, and how many were.
  private var updateInstant: (time: Timestamp, count: Int)?
  /// What observers and closures that may outlive the graph hold.
  let reference = GraphReference()
  /// Counts layout passes, so node size caches know when they are stale.
  @exclusivity(unchecked) private(set) var layoutPass = 0
  /// How many nodes hold a ``ViewNode/transactionChange`` not yet drawn (one that left the
  /// graph with its change still counts: a render then looks, and finds nothing).
  @exclusivity(unchecked) var pendingTransactionChanges = 0
  private(set) var nodeCount = 0
  /// The size the root is laid out in (what `containerRelativeFrame` measures outside a
  /// scroll view).
  var rootSize: CGSize = .zero
  /// The hosting view's safe area, as the last layout pass found it (nil before one).
  var hostSafeArea: HostSafeArea?
  @exclusivity(unchecked) private var dirty: [ViewNode] = []
  private var isUpdating = false
  /// Called when the graph needs an update and a layout pass (the hosting view's
  /// `setNeedsLayout`).
  var needsUpdate: () -> Void = {}
  /// The view that hosts the graph (and owns it: it empties this when it goes).
  ///
  /// Unowned and unsafe rather than weak: a weak reference would give the hosting view a side
  /// table, and every retain and release of it would go through it.
  @exclusivity(unchecked) unowned(unsafe) var hostView: UIView?
  /// The transaction of the state changes the next update shows (reset after each render).
  var transaction = Transaction()
  /// Work to run once the update in progress ends (state changes from `onChange`, feedback).
  private var afterUpdate: [() -> Void] = []
  private var reportedProblems: Set<String> = []
  /// Where each view type keeps its dynamic properties (`DynamicPropertyBinder`).
  ///
  /// Read once per graph, not on every update. The graph's own table, not a global one: replays
  /// on other threads (parallel tests, sweep workers) update their graphs at the same time.
  var dynamicPropertyLayouts: [ObjectIdentifier: DynamicPropertyLayout] = [:]
  /// The views inside rows of lazy containers whose appearance follows the scroll.
  var lazyPresences: [LazyPresence] = []
  /// The nodes whose views are animating, drawn again on every frame.
  var animatingNodes: [ViewNode] = []
  /// The frame clock that draws them while any is.
  var animationLink: CADisplayLink?
  /// The nodes of `matchedGeometryEffect` modifiers, in the order they joined, placed again
  /// after each layout pass; those that left are dropped then.
  var matchedGeometryNodes: [NodeReference] = []
  /// Removed views drawn while their transitions animate them out.
  @exclusivity(unchecked) var leavingViews: [LeavingView] = []
  /// Whether the graph has been rendered: views shown by the first render appear without a
  /// transition.
  var hasRendered = false
  /// The room and safe area of the last layout pass.
  private var lastLayout: (bounds: CGRect, safeArea: HostSafeArea?)?
  /// The ``geometryGeneration`` the last layout pass left.
  private var laidOutGeometryGeneration = -1
  /// Whether the layout pass under way may leave views that did not change where they are.
  @exclusivity(unchecked) private var placesUnchangedViews = false
  /// The ``geometryGeneration`` the last render drew.
  var renderedGeometryGeneration = -1
  /// Whether the render under way leaves views that did not change as they are drawn
  /// (``ViewNode/needsRender``).
  @exclusivity(unchecked) var skipsUnchangedViews = false
  /// Visual effects drawn with a value that is not finite, reported if they stay so once state
  /// settles (``settleEffectProblems()``).
  @exclusivity(unchecked) var pendingEffectProblems: [PendingEffectProblem] = []
  /// Whether a render of the graph is under way (a scroll view it sets up may scroll).
  var isRendering = false
  /// The `@FocusState` that holds the focus: the one whose value last became other than its
  /// unfocused one (`FocusState`).
  var focusHolder: FocusHolder?
  /// The animation whose resting duration was last found, and that duration.
  var lastRestingDuration: (animation: Animation, seconds: Double)?
  @exclusivity(unchecked) private(set) var lastUpdateStamp = 0
  /// The stack of the thread the graph last updated on, while it is the current one.
  private var updateStack: ThreadStack?
  /// The part of that stack nested updates must leave to the passes after them.
  ///
  /// Its ``ThreadStack/reserve``, or empty when the system does not say (only the depth limit
  /// applies then). An update on another thread (a layout pass's) is outside it, and unchecked.
  @exclusivity(unchecked) private(set) var stackReserve: Range<UInt> = 0..<0
  /// Counts changes to the nodes' children and roles, so cached layout children know when they
  /// are stale.
  @exclusivity(unchecked) private(set) var structureGeneration = 0
  /// Counts changes to the structure and to any node's frame, so frames cached relative to an
  /// ancestor know when they are stale.
  @exclusivity(unchecked) private(set) var geometryGeneration = 0
  /// Counts the moves of the graph's scroll views (each `scrollViewDidScroll`), so answers that
  /// follow the scroll (``ViewNode/isLazilyShown``) know when they are stale.
  @exclusivity(unchecked) private(set) var scrollMoves = 0
  /// Counts the renders of any node's effects, so a layout sample knows when the one it kept is
  /// stale.
  @exclusivity(unchecked) private(set) var effectRenders = 0

  /// A number no earlier update of any node had.
  func nextUpdateStamp() -> Int {
    lastUpdateStamp += 1
    return lastUpdateStamp
  }

  /// Whether state changed since the last update: an update and a render are due.
  var hasPendingUpdate: Bool { !dirty.isEmpty }

  init() { reference.graph = self }

  deinit { reference.graph = nil }

  /// A node's children or role may have changed.
  func structureDidChange() {
    structureGeneration &+= 1
    geometryGeneration &+= 1
  }

  /// A node's frame changed.
  func frameDidChange() { geometryGeneration &+= 1 }

  /// One of the graph's scroll views moved.
  func scrollViewDidMove() { scrollMoves &+= 1 }

  /// A node's effects were drawn.
  func effectsDidRender() { effectRenders &+= 1 }

  /// The counts a layout sample depends on.
  ///
  /// Geometry changes, scroll moves, effect renders and updates: while none moved, a scroll
  /// view's sample is the one it kept.
  var sampleCounts: SIMD4<Int> {
    SIMD4(geometryGeneration, scrollMoves, effectRenders, lastUpdateStamp)
  }

  /// Shows `view` at the root, with `environment`.
  func setRoot(_ view: any View, environment: EnvironmentValues) {
    let node = root ?? ViewNode(graph: self, parent: nil, view: view)
    if root == nil { nodeCount += 1 }
    root = node
    node.environment = environment
    node.setNeedsRender()
    runUpdate { node.update(with: view) }
  }

  /// Evaluates again the nodes whose state changed, parents first, until none is left.
  func flush() {
    var passes = 0
    while !dirty.isEmpty {
      passes += 1
      guard passes <= Self.maximumUpdatePasses else {
        let names = Set(dirty.map(\.viewName)).sorted().joined(separator: ", ")
        report(
          dirty[0], call: "body",
          "its state changes on every update (\(Self.maximumUpdatePasses) updates in one frame): "
            + "\(names); change state in an action or onChange, not while the body is evaluated")
        dirty.removeAll()
        return
      }
      let nodes = dirty.sorted { $0.depth < $1.depth }
      dirty.removeAll()
      runUpdate {
        for node in nodes where node.lastView != nil && isAttached(node) {
          if let view = node.lastView {
            node.setNeedsRender()
            node.update(with: view)
          }
        }
      }
    }
  }

  /// Whether the hosting view may schedule another update at `now`: false once it updated
  /// ``maximumUpdatesPerInstant`` times at that instant.
  ///
  /// Work on the main queue that sets state again on every update (a `DispatchQueue.main.async`
  /// in a body or a `GeometryReader`) never lets the clock move. Reported once; the views then
  /// wait for the clock to move, so the loop ends (on iOS it spins the run loop for ever).
  func mayUpdate(at now: Timestamp) -> Bool {
    guard let instant = updateInstant, instant.time == now else {
      updateInstant = (now, 1)
      return true
    }
    let count = instant.count + 1
    updateInstant = (now, count)
    guard count > Self.maximumUpdatesPerInstant else { return true }
    if count == Self.maximumUpdatesPerInstant + 1 { reportUpdatesWithoutTheClockMoving() }
    return false
  }

  /// Reports views whose state changed again after each of ``maximumUpdatesPerInstant``
  /// updates at one instant: the ones waiting for the next, or the root.
  private func reportUpdatesWithoutTheClockMoving() {
    guard let node = dirty.first ?? root else { return }
    let names = Set(dirty.map(\.viewName)).sorted().joined(separator: ", ")
    report(
      node, call: "body",
      "its state changed again after each of \(Self.maximumUpdatesPerInstant) updates without "
        + "the clock moving\(names.isEmpty ? "" : " (\(names))"): work queued on the main queue "
        + "as it updates (DispatchQueue.main.async in a body or a GeometryReader) sets state "
        + "every time, a new value or an ObservableObject's @Published (which publishes even the "
        + "same value); set state in an action, onChange or onScrollGeometryChange instead")
  }

  /// Whether the node is still in the graph (a parent's update may have dropped it): asked
  /// through parents only, as a node animating out is no longer in the graph.
  func isAttached(_ node: ViewNode) -> Bool {
    var current = node
    while let parent = current.parent { current = parent }
    return current === root
  }

  private func runUpdate(_ work: () -> Void) {
    findThreadStack()
    isUpdating = true
    work()
    isUpdating = false
    while !afterUpdate.isEmpty {
      let actions = afterUpdate
      afterUpdate.removeAll()
      for action in actions { action() }
    }
  }

  /// Finds the current thread's stack, unless it is the one the graph last updated on (asking
  /// the system reads the thread's attributes, which a frame's updates should not pay for).
  private func findThreadStack() {
    if let updateStack, updateStack.span.contains(ThreadStack.currentAddress()) { return }
    updateStack = ThreadStack.current()
    stackReserve = updateStack?.reserve ?? 0..<0
  }

  /// Runs `action` once the update in progress ends (now, when none is).
  func whenUpdated(_ action: @escaping () -> Void) {
    if isUpdating { afterUpdate.append(action) } else { action() }
  }

  /// Marks `node`'s body for evaluation before the next layout pass.
  func invalidate(_ node: ViewNode) {
    guard !dirty.contains(where: { $0 === node }) else { return }
    dirty.append(node)
    needsUpdate()
  }

  /// A parent is updating `node` now, so it need not be updated again for its own state.
  ///
  /// Returns whether its own state had changed.
  @discardableResult
  func willUpdate(_ node: ViewNode) -> Bool {
    guard let index = dirty.firstIndex(where: { $0 === node }) else { return false }
    dirty.remove(at: index)
    return true
  }

  /// A new node is joining the graph: false when the graph is full.
  func didJoin() -> Bool {
    nodeCount += 1
    return nodeCount <= Self.maximumNodes
  }

  /// `node` left the graph.
  func didLeave(_ node: ViewNode) {
    nodeCount -= 1
    dirty.removeAll { $0 === node }
  }

  /// `view.body`, with the observable properties it reads tracked: a change to one marks `node`
  /// for evaluation again.
  func evaluateBody(of view: any View, in node: ViewNode) -> any View {
    tracking(node) { ReplayThread.call(view) { $0.body } }
  }

  /// `work()`, with the observable properties it reads tracked.
  ///
  /// A change to one marks `node` for update again. For a view's body and the content closures of `ForEach` and
  /// `GeometryReader`, never around a child's own update (Observation would merge the child's
  /// reads into the parent's).
  func tracking<Result>(_ node: ViewNode, _ work: () -> Result) -> Result {
    let observer = GraphObserver(graph: self, node: node)
    return withObservationTracking(work) { observer.changed() }
  }

  // MARK: - Layout

  /// Lays the root out in `size` and places it at the origin.
  func layout(in bounds: CGRect) {
    guard let root else { return }
    layoutPass += 1
    // A view that did not change keeps its children where they are when it keeps its frame,
    // unless the room or the safe area changed, a frame moved since the last pass (views
    // inside may read their place on screen) or views follow others or leave.
    let laidOut = (bounds, hostSafeArea)
    placesUnchangedViews =
      lastLayout.map { $0.bounds == bounds && $0.safeArea == hostSafeArea } ?? false
      && geometryGeneration == laidOutGeometryGeneration && matchedGeometryNodes.isEmpty
      && leavingViews.isEmpty
    // Several views at the root: a vertical stack, centred, as SwiftUI arranges a scene's.
    root.layoutNodes.placeGroup(in: bounds, alignment: .center)
    placesUnchangedViews = false
    lastLayout = laidOut
    laidOutGeometryGeneration = geometryGeneration
    placeMatchedGeometry()
  }

  /// Whether a view that did not change since the last pass, placed at its frame, keeps its
  /// children where they are in the pass under way (``layout(in:)``), while no frame moved.
  var skipsUnchangedPlacement: Bool {
    placesUnchangedViews && geometryGeneration == laidOutGeometryGeneration
  }

  /// Starts a layout pass outside ``layout(in:)``: a transition showing a node's content in
  /// another state lays it out again.
  func beginLayoutPass() { layoutPass += 1 }

  /// `size`, with zero in place of a NaN or negative length; a NaN is reported.
  ///
  /// A negative length is not an error: iOS logs "Invalid frame dimension (negative or
  /// non-finite)" and goes on, and apps meet it in ordinary code (`frame(height: offset)` while a
  /// drag pulls the wrong way). An infinite length is a choice (a colour offered infinity takes
  /// it, as stacks measure flexibility by).
  func checkedSize(_ size: CGSize, of node: ViewNode) -> CGSize {
    if size.width.isNaN || size.height.isNaN {
      report(
        node, call: "frame",
        "chose the size \(size.width) × \(size.height); a size must be a number")
    }
    // A NaN fails `>= 0` too: both become zero here.
    guard size.width >= 0, size.height >= 0 else {
      return CGSize(
        width: size.width >= 0 ? size.width : 0, height: size.height >= 0 ? size.height : 0)
    }
    return size
  }

  /// `frame`, with a problem reported and zero in place of a length or position that is not
  /// finite (a view placed in an infinite space: give it a frame).
  func checkedFrame(_ frame: CGRect, of node: ViewNode) -> CGRect {
    let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
    guard values.allSatisfy(\.isFinite) else {
      report(
        node, call: "frame",
        "was placed at \(frame); positions and sizes must be finite (an infinite proposal "
          + "reached a view that takes all it is offered: give it a frame)")
      return CGRect(
        x: frame.origin.x.isFinite ? frame.origin.x : 0,
        y: frame.origin.y.isFinite ? frame.origin.y : 0,
        width: frame.size.width.isFinite ? frame.size.width : 0,
        height: frame.size.height.isFinite ? frame.size.height : 0)
    }
    return frame
  }

  /// Reports a problem of `node`'s view once per graph: the replay turns it into an error.
  func report(_ node: ViewNode, call: String, _ message: String) {
    let name = node.problemViewName
    let key = "\(name).\(call): \(message)"
    guard reportedProblems.insert(key).inserted else { return }
    HeadlessRuntime.current?.report(HeadlessProblem(type: name, call: call, message: message))
  }
}

/// What an observable property's change asks of the graph.
///
/// An update of the node whose body (or content closure) read it, or, with no node, a layout
/// pass for the render that read it. A change inside `withAnimation` carries its transaction, as a `@State` change does.
///
/// Observation calls it on the thread that changed the property, which on the headless surface
/// is the replay's.
final class GraphObserver: @unchecked Sendable {
  // References rather than weak ones: no side table for the graph or the node.
  let graph: GraphReference
  let node: NodeReference?

  init(graph: ViewGraph, node: ViewNode?) {
    self.graph = graph.reference
    self.node = node?.reference
  }

  func changed() {
    guard let graph = graph.graph else { return }
    if let transaction = Transaction.current { graph.transaction = transaction }
    if let node {
      if let live = node.node { graph.invalidate(live) }
    } else {
      graph.needsUpdate()
    }
  }
}
