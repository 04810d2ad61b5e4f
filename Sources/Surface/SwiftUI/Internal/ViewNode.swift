import HeadlessRuntime
import TouchCore

/// One view of the graph, kept from update to update while its identity (the type and the
/// position or `id` under its parent) stays: its state, its layout, its platform view.
///
/// A node is a user view's body (``Role-swift.enum/composite``), a list its container lays out
/// element by element (``Role-swift.enum/list``), or a view that takes part in layout itself
/// (``Role-swift.enum/view``).
final class ViewNode {
  /// How the node takes part in layout.
  enum Role { case view, list, composite }
  /// What kind of view the node shows: one SwiftUI shows itself (of this type), a UIKit view or
  /// controller an app represents, or the app's own view with a body.
  private enum Kind {
    case unknown
    case primitive(any PrimitiveView.Type)
    case represented
    case composite
  }

  unowned(unsafe) let graph: ViewGraph
  // `@exclusivity(unchecked)` on the stored properties: layout, rendering and sampling read them
  // for every node on every frame, and the run-time exclusivity check of each access was about
  // 5 % of a hosted SwiftUI screen's pass (as on the UIKit surface's views).
  /// The node above.
  ///
  /// Unowned and unsafe rather than weak (a weak reference gives the parent a
  /// side table, which every retain and release of it then goes through): the parent empties
  /// it when it drops the node or deinitializes.
  @exclusivity(unchecked) private(set) unowned(unsafe) var parent: ViewNode?
  /// The parent that dropped the node while it animates out (a transition or the default
  /// fade): a gesture that began on it keeps reporting in its former ancestors' spaces.
  ///
  /// A ``NodeReference`` rather than a pointer: the dropped node no longer is among that
  /// parent's children, so the parent's deinit cannot reach it; the reference reads `nil` then.
  @exclusivity(unchecked) private var droppedBy: NodeReference?
  /// The node's ``NodeReference``, once one was asked for.
  @exclusivity(unchecked) private var madeReference: NodeReference?
  /// The type of the view the node shows: a new type is a new identity.
  let viewType: ObjectIdentifier
  /// The view's type, named only when a problem or error needs it: describing a type looks up
  /// its conformances, which nodes made on every frame should not pay for.
  private let viewMetatype: any View.Type
  /// The view's name in problems and errors: its type.
  var viewName: String { String(describing: viewMetatype) }
  @exclusivity(unchecked) var role: Role = .view {
    // What a container lays out follows the roles below it.
    didSet { if role != oldValue { graph.structureDidChange() } }
  }
  /// How a `.view` node sizes itself and places its children.
  @exclusivity(unchecked) var layout: any NodeLayout = StackedLayout.vertical {
    didSet {
      laysOutScrollView = layout.isScrollView
      scrollAxes = laysOutScrollView ? (layout as? ScrollViewLayout)?.axes ?? [] : []
      layoutPassesThrough = layout.passesThrough
      layoutRendersBeyondUpdates = layout.rendersBeyondUpdates
    }
  }
  /// Whether ``layout`` is a scroll view's, known without opening the layout: a walk up the
  /// graph asks every node on its way, on every frame of a scroll.
  @exclusivity(unchecked) private(set) var laysOutScrollView = false
  /// The axes ``layout`` scrolls along when it is a scroll view's (none otherwise), kept for the
  /// same reason: `.scrollView` spaces of one axis ask every scroll view above on every frame.
  @exclusivity(unchecked) private(set) var scrollAxes: Axis.Set = []
  /// ``layout``'s `passesThrough`, kept for the same reason.
  @exclusivity(unchecked) private(set) var layoutPassesThrough =
    StackedLayout.vertical.passesThrough
  /// ``layout``'s `rendersBeyondUpdates`, kept for the same reason.
  @exclusivity(unchecked) private(set) var layoutRendersBeyondUpdates = false
  @exclusivity(unchecked) var environment = EnvironmentValues()
  /// What a node's children see: its own environment unless a modifier changed it.
  @exclusivity(unchecked) var childEnvironment: EnvironmentValues?
  @exclusivity(unchecked) private(set) var children: [ViewNode] = []
  @exclusivity(unchecked) private var childKeys: [ChildKey] = []
  @exclusivity(unchecked) private var updatingChildren: [ViewNode] = []
  @exclusivity(unchecked) private var updatingKeys: [ChildKey] = []
  /// The stamp of this node's update in progress, and of the parent update that kept it.
  @exclusivity(unchecked) private var updatingStamp = 0
  @exclusivity(unchecked) private(set) var keptByStamp = 0
  /// The children's positions by key, while a long list updates.
  @exclusivity(unchecked) private var keyIndex: [ChildKey: Int]?
  /// The state a composite view's properties keep, in declaration order.
  @exclusivity(unchecked) var dynamicStorage: [AnyObject] = []
  /// The last view value, which a state change evaluates again.
  @exclusivity(unchecked) var lastView: (any View)?
  @exclusivity(unchecked) private var cachedLayoutChildren: [ViewNode] = []
  @exclusivity(unchecked) private var layoutChildrenGeneration = -1
  /// ``visualEffectNodes``, and the structure it was found for.
  @exclusivity(unchecked) var cachedVisualEffectNodes: [ViewNode] = []
  @exclusivity(unchecked) var visualEffectNodesGeneration = -1
  /// The lazy containers the node is in, kept until the graph's structure next changes (see
  /// ``lazyRows``).
  @exclusivity(unchecked) var cachedLazyRows: [LazyRowLink] = []
  /// The graph structure ``cachedLazyRows`` was found for.
  @exclusivity(unchecked) var lazyRowsGeneration = -1
  /// The last ``isLazilyShown``, and the graph's geometry and scroll moves it was found for.
  @exclusivity(unchecked) var keptLazyShown: (geometry: Int, scrollMoves: Int, shown: Bool)?
  /// What the node's view is, known after its first update.
  @exclusivity(unchecked) private var kind = Kind.unknown
  /// The graph structure ``cachedScrollView`` was found for.
  @exclusivity(unchecked) var scrollViewGeneration = -1
  /// The node or the nearest scroll view above it.
  ///
  /// Unowned and unsafe: an ancestor owns it, not the reverse, and it is read only while
  /// ``scrollViewGeneration`` is the graph's structure, when the ancestor is in the graph; a weak
  /// reference would give every scroll view's node a side table, and each retain of it the slow
  /// path.
  @exclusivity(unchecked) unowned(unsafe) var cachedScrollView: ViewNode?
  /// What the node's modifier is, when its view is a `ModifiedContent`, known after its first
  /// update.
  @exclusivity(unchecked) var modifierKind: ModifierKind?
  /// Work the node's modifiers keep from update to update (a trigger's last value, an appearance).
  @exclusivity(unchecked) var modifierState: [ObjectIdentifier: AnyObject] = [:]
  /// Where the node sits in its parent's coordinates, after the last layout pass.
  @exclusivity(unchecked) var frame: CGRect = .zero {
    didSet { if frame != oldValue { graph.frameDidChange() } }
  }
  /// The last ``frameInScrollContent(of:)``: the scroll view it was for, the graph's geometry
  /// then, and the frame.
  @exclusivity(unchecked) var scrollContentFrame: KeptScrollContentFrame?
  /// The view the node shows on the UIKit surface, once rendered.
  @exclusivity(unchecked) var platformView: UIView?
  /// Where a render collects the views of the node's children, kept empty between renders so
  /// that its storage is made once, not on every frame.
  @exclusivity(unchecked) var childViewBuffer: [UIView] = []
  /// What the node does when it leaves the graph.
  @exclusivity(unchecked) var disappearActions: [() -> Void] = []
  /// The depth under the root, for updating parents before children.
  let depth: Int
  /// The layout pass whose sizes ``sizeCache`` holds.
  @exclusivity(unchecked) var sizeCachePass = -1
  /// A pass asks a node for a few sizes: searched in order, cheaper than hashing proposals.
  @exclusivity(unchecked) var sizeCache: [(proposal: ProposedViewSize, size: CGSize)] = []
  /// The key the node has under its parent (its position, branch or `id`).
  @exclusivity(unchecked) private(set) var key: ChildKey = 0
  /// Whether the node's children are one per element of a collection (`ForEach`).
  @exclusivity(unchecked) var isIdentifiedList = false
  /// The node's effects, when it is an effect modifier.
  @exclusivity(unchecked) var effects: EffectValues?
  /// Whether the node or a node below it changed since it was last drawn (updated, or new): a
  /// render that may skip unchanged views draws it again.
  @exclusivity(unchecked) var needsRender = true
  /// Effects computed from the node's geometry when it is drawn (`visualEffect`).
  @exclusivity(unchecked) var visualEffect: ((GeometryProxy) -> EffectValues)?
  /// Whether ``visualEffect`` only draws (`visualEffect`, `scrollTransition`), so that a lazy
  /// row out of view skips it; an observer's (`onGeometryChange`, `onScrollVisibilityChange`)
  /// runs on every scroll.
  @exclusivity(unchecked) var visualEffectOnlyDraws = false
  /// The effects the node was last drawn with.
  @exclusivity(unchecked) var renderedEffects: EffectValues?
  /// The layer transform ``renderedEffects`` made for a view of `size` when the node was last
  /// drawn without an animation: a layout sample of the same frame takes it rather than
  /// working it out again (nil while an animation moves the view, and for effects that end in
  /// an offset, which a sample takes off).
  @exclusivity(unchecked) var renderedTransform: RenderedTransform?
  /// Where the node's view is drawn once any animation of it ends.
  @exclusivity(unchecked) var drawn: DrawnGeometry?
  /// The animation moving the node's view towards ``drawn``, while one runs.
  @exclusivity(unchecked) var geometryAnimation: GeometryAnimation?
  /// How the node changes the transaction its views are drawn with (`animation(_:value:)`,
  /// `transaction(_:)`), until the next render.
  @exclusivity(unchecked) var transactionChange: ((inout Transaction) -> Void)? {
    didSet {
      // The graph counts the changes waiting, so a render without any skips looking for them.
      switch (oldValue == nil, transactionChange == nil) {
      case (true, false): graph.pendingTransactionChanges += 1
      case (false, true): graph.pendingTransactionChanges -= 1
      default: break
      }
    }
  }
  /// The priority its stack shares space out by.
  @exclusivity(unchecked) var layoutPriority: Double = 0
  /// The name `coordinateSpace(_:)` gave the node's coordinates.
  @exclusivity(unchecked) var coordinateSpaceName: CoordinateSpace?
  /// Whether the node is laid out into the safe area.
  @exclusivity(unchecked) var ignoredSafeAreaEdges: Edge.Set = []
  /// Whether the node's content holds its scroll view's targets.
  @exclusivity(unchecked) var isScrollTargetLayout = false
  /// A scroll view's content size, after its layout pass.
  @exclusivity(unchecked) var scrollContentSize: CGSize = .zero

  init(graph: ViewGraph, parent: ViewNode?, view: any View) {
    self.graph = graph
    self.parent = parent
    viewType = ObjectIdentifier(type(of: view))
    viewMetatype = type(of: view)
    depth = (parent?.depth ?? -1) + 1
  }

  deinit {
    madeReference?.node = nil
    for child in children { child.parent = nil }
    (platformView as? NodeView)?.node = nil
  }

  /// A reference to the node for what may outlive it (closures, observers), made on first use.
  var reference: NodeReference {
    if let madeReference { return madeReference }
    let made = NodeReference(self)
    madeReference = made
    return made
  }

  // MARK: - Updating

  /// Shows `view` in this node: a primitive view sets the node up itself; any other view binds
  /// its state to the node and shows its body.
  ///
  /// Generic, as ``updateChild(key:with:)`` is: a view passed down is never boxed.
  func update<V: View>(with view: V) {
    updateChildren {
      childEnvironment = nil
      // The node's type never changes: what it is was found on its first update (a cast to a
      // protocol looks the conformance up every time; a cast to the known type does not).
      switch kind {
      case .primitive(let type):
        type.update(view, node: self)
      case .composite:
        showBody(of: view)
      case .unknown, .represented:
        if let primitive = view as? any PrimitiveView {
          kind = .primitive(Swift.type(of: primitive))
          primitive.update(self)
        } else if let represented = view as? any UIViewRepresentable {
          kind = .represented
          // Kept: the observable properties its update reads update it again with this value.
          lastView = view
          ReplayThread.call((represented, self)) { $0.0.updateRepresentedNode($0.1) }
        } else if let represented = view as? any UIViewControllerRepresentable {
          kind = .represented
          lastView = view
          ReplayThread.call((represented, self)) { $0.0.updateRepresentedNode($0.1) }
        } else {
          kind = .composite
          showBody(of: view)
        }
      }
    }
  }

  /// Shows the body of `view`, the app's own view, with its state bound to the node.
  private func showBody(of view: any View) {
    role = .composite
    lastView = view
    DynamicPropertyBinder.bind(view, to: self)
    let body = graph.evaluateBody(of: view, in: self)
    updateChild(key: 0, with: body)
  }

  /// Runs `body`, whose ``updateChild(key:with:)`` calls become the node's children; the
  /// children it does not update leave.
  ///
  /// Marks the node to be drawn again; an update that does not come from the parent's marks the
  /// views above it first (``setNeedsRender()``).
  func updateChildren(_ body: () -> Void) {
    needsRender = true
    let stamp = graph.nextUpdateStamp()
    updatingStamp = stamp
    keyIndex = nil
    // Left empty by the last update (emptying an empty array still costs a call per array).
    if !updatingChildren.isEmpty { emptyUpdatingLists() }
    body()
    keyIndex = nil
    let dropped =
      children.contains { $0.keptByStamp != stamp }
      ? children.filter { $0.keptByStamp != stamp } : []
    // Most updates keep the same children in the same order: the layout lists and scroll views
    // found for the graph stay good then (every frame of a scroll re-evaluates its items).
    if !dropped.isEmpty || !children.elementsEqual(updatingChildren, by: ===) {
      graph.structureDidChange()
    }
    swap(&children, &updatingChildren)
    swap(&childKeys, &updatingKeys)
    emptyUpdatingLists()
    for node in dropped {
      // A transition may keep it drawn while it animates out; it leaves once that ends.
      if graph.keepLeaving(node) {
        node.droppedBy = reference
      } else {
        node.leave()
      }
      // It may outlive this node (a closure keeps it): it must not point at it.
      node.parent = nil
    }
  }

  /// Marks the node and the views above it to be drawn again.
  ///
  /// Only views (``Role-swift.enum/view``) keep the mark: a render draws them and clears it,
  /// never the bodies and lists between them. A view already marked has every view above it
  /// marked (a render clears a view before the views below it), so the walk stops there.
  func setNeedsRender() {
    var node: ViewNode? = self
    while let current = node {
      if current.role == .view {
        if current.needsRender { return }
        current.needsRender = true
      }
      node = current.parent
    }
  }

  /// Empties the lists an update fills, keeping their storage (twice for every node of every
  /// update; most nodes have one child).
  private func emptyUpdatingLists() {
    updatingChildren.removeAllKeepingStorage()
    updatingKeys.removeAllKeepingStorage()
  }

  /// Updates (or makes) the child at `key` to show `view`: the same key and type keep the
  /// child's state.
  ///
  /// Generic, so that a modifier's content, a list's element and a body reach the child as
  /// they are: as `any View`, each value larger than three words was boxed on the heap at every
  /// level of every update. An `any View` passed in is opened: `V` is always the view's own type.
  func updateChild<V: View>(key: ChildKey, with view: V) {
    let type = ObjectIdentifier(V.self)
    let child: ViewNode
    // Children usually come back in the order they went: the same position first.
    let position = updatingChildren.count
    let index =
      position < childKeys.count && childKeys[position] == key ? position : index(of: key)
    if let index, children[index].viewType == type, children[index].keptByStamp != updatingStamp {
      child = children[index]
    } else {
      guard depth < ViewGraph.maximumDepth else {
        graph.report(
          self, call: "body",
          "views nest more than \(ViewGraph.maximumDepth) deep; a body that contains itself?")
        return
      }
      // A thread with a small stack (or larger frames, as under a sanitizer) runs out before
      // the depth limit: stop where its stack still holds the passes that follow.
      guard !graph.stackReserve.contains(ThreadStack.currentAddress()) else {
        graph.report(
          self, call: "body",
          "views nest more than \(depth) deep, more than the thread's stack holds; a body that "
            + "contains itself?")
        return
      }
      guard graph.didJoin() else {
        graph.report(
          self, call: "body",
          "the screen has more than \(ViewGraph.maximumNodes) views; bound its collections")
        return
      }
      child = ViewNode(graph: graph, parent: self, view: view)
    }
    child.key = key
    child.keptByStamp = updatingStamp
    var inherited = childEnvironment ?? environment
    // An identifier names the first view below that has a view of its own, and only it.
    if role == .view, !layoutPassesThrough, inherited.pendingIdentifier != nil {
      inherited.pendingIdentifier = nil
    }
    let sameEnvironment = child.environment.isSame(as: inherited)
    child.environment = inherited
    updatingChildren.append(child)
    updatingKeys.append(key)
    let stateChanged = graph.willUpdate(child)
    // As in SwiftUI, an app's view made again with the same values, whose state and
    // environment did not change, keeps its body and everything below it.
    if !stateChanged, sameEnvironment, child.showsSameBody(for: view) { return }
    child.update(with: view)
  }

  /// The position of the child at `key` before this update, when it is not where it was.
  private func index(of key: ChildKey) -> Int? {
    // Long lists find their children by key in a table, not by a search per child; the table
    // is made once an update finds a child out of place.
    guard childKeys.count > 16 else { return childKeys.firstIndex(of: key) }
    if keyIndex == nil {
      keyIndex = Dictionary(zip(childKeys, childKeys.indices)) { first, _ in first }
    }
    return keyIndex?[key]
  }

  /// Whether `view` would show the body already shown: the node is an app's own view, and
  /// `view` is, byte for byte, its last value, plain data (no references, so no state and no
  /// objects whose contents could differ).
  private func showsSameBody<V: View>(for view: V) -> Bool {
    guard case .composite = kind, let lastView else { return false }
    return view.isBitwiseEqual(to: lastView)
  }

  /// The node and its descendants leave the graph: their disappear actions run, their views
  /// leave the surface.
  func leave() {
    for child in children { child.leave() }
    graph.didLeave(self)
    let actions = disappearActions
    disappearActions = []
    for action in actions { action() }
    platformView?.removeFromSuperview()
    // The view may outlive the node (a touch or a recognizer keeps it).
    (platformView as? NodeView)?.node = nil
    platformView = nil
  }

  // MARK: - Layout

  /// The nodes a container lays out: the children, with lists and bodies opened up.
  ///
  /// Kept until the graph's structure next changes: a layout pass asks for them many times.
  var layoutChildren: [ViewNode] {
    if layoutChildrenGeneration == graph.structureGeneration { return cachedLayoutChildren }
    var result: [ViewNode] = []
    for child in children { child.appendLayoutNodes(to: &result) }
    cachedLayoutChildren = result
    layoutChildrenGeneration = graph.structureGeneration
    return result
  }

  /// The nodes the node stands for in its container's layout: itself when it lays out, else
  /// what its children stand for (a root that is a body or a list).
  var layoutNodes: [ViewNode] {
    var result: [ViewNode] = []
    appendLayoutNodes(to: &result)
    return result
  }

  /// The layout nodes of the child at `key` (a background's or an overlay's own view).
  func layoutNodes(ofChild key: ChildKey) -> [ViewNode] {
    var result: [ViewNode] = []
    for child in children where child.key == key { child.appendLayoutNodes(to: &result) }
    return result
  }

  private func appendLayoutNodes(to result: inout [ViewNode]) {
    switch role {
    case .view: result.append(self)
    case .list, .composite: for child in children { child.appendLayoutNodes(to: &result) }
    }
  }

  /// The most sizes one layout pass keeps per node.
  static let sizeCacheLimit = 16

  /// The size the node chooses for `proposal` (cached for the layout pass).
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if sizeCachePass != graph.layoutPass {
      sizeCachePass = graph.layoutPass
      sizeCache.removeAllKeepingStorage()
    }
    for known in sizeCache where known.proposal == proposal { return known.size }
    let size = graph.checkedSize(layout.sizeThatFits(proposal, node: self), of: self)
    // A layout probing a node with many proposals in one pass measures the rest again rather
    // than making every lookup a long search.
    if sizeCache.count < Self.sizeCacheLimit { sizeCache.append((proposal, size)) }
    return size
  }

  /// Puts the node at `frame` (its parent's coordinates) and places its children in it.
  func place(in frame: CGRect) {
    // Unchanged since it was last drawn and at the same frame: its children stay where they
    // are (a view growing into the safe area has a frame of its own making).
    if !needsRender, frame == self.frame, ignoredSafeAreaEdges.isEmpty,
      graph.skipsUnchangedPlacement
    {
      return
    }
    self.frame = graph.checkedFrame(frame, of: self)
    if !ignoredSafeAreaEdges.isEmpty { growIntoSafeArea() }
    layout.placeChildren(in: self.frame.size, node: self)
  }

  /// Grows the node's frame into the safe area it ignores, as SwiftUI lays out
  /// `ignoresSafeArea` below the root.
  ///
  /// On each edge it ignores, a frame that reaches the safe area's edge grows to the host's.
  /// Not inside a scroll view, whose content scrolls under the safe area already.
  private func growIntoSafeArea() {
    guard let safeArea = graph.hostSafeArea,
      geometryParent?.ancestor(where: { $0.layout is ScrollViewLayout }) == nil
    else { return }
    let placed = frame(inAncestor: { _ in false })
    let grown = safeArea.grown(placed, on: ignoredSafeAreaEdges)
    guard grown != placed else { return }
    frame = CGRect(
      x: frame.minX + grown.minX - placed.minX, y: frame.minY + grown.minY - placed.minY,
      width: grown.width, height: grown.height)
  }

  /// The node above in geometry: the parent, or, while the node animates out, the parent that
  /// dropped it (its frame and its ancestors' still place the node's view).
  var geometryParent: ViewNode? { parent ?? droppedBy?.node }

  /// The node's frame in the coordinates of the nearest ancestor whose frames start a new space
  /// (`until`), or of the host when there is none.
  func frame(inAncestor until: (ViewNode) -> Bool) -> CGRect {
    var origin = frame.origin
    var node = geometryParent
    while let current = node, !until(current) {
      if current.role == .view {
        origin.x += current.frame.minX
        origin.y += current.frame.minY
        // Only a scroll view moves its content (copying the layout out to ask costs more).
        if current.laysOutScrollView {
          origin = current.layout.contentOrigin(origin, node: current)
        }
      }
      node = current.geometryParent
    }
    return CGRect(origin: origin, size: frame.size)
  }

  /// The nearest ancestor (or the node) that satisfies `test`, through ``geometryParent``: a
  /// named space or scroll view above a leaving node is still its own.
  func ancestor(where test: (ViewNode) -> Bool) -> ViewNode? {
    var node: ViewNode? = self
    while let current = node {
      if test(current) { return current }
      node = current.geometryParent
    }
    return nil
  }

  /// The view a problem names: the app's own view the node is in (the nearest view with a
  /// body), or the node's type when none is.
  var problemViewName: String {
    var node: ViewNode? = self
    while let current = node {
      if current.role == .composite, let view = current.lastView,
        !(view is any PrimitiveView)
      {
        return current.viewName
      }
      node = current.parent
    }
    return viewName
  }

  /// State one of the node's modifiers keeps, made on first use.
  func modifierState<State: AnyObject>(_ type: State.Type, make: () -> State) -> State {
    let key = ObjectIdentifier(type)
    if let known = modifierState[key] as? State { return known }
    let made = make()
    modifierState[key] = made
    return made
  }
}
