import TouchCore

extension ViewGraph {
  /// Shows the laid-out nodes as views of `container`, the hosting view.
  func render(into container: UIView) {
    guard let root else { return }
    isRendering = true
    defer { isRendering = false }
    // It may make scroll views, or set their offsets before their coordinators listen.
    scrollViewDidMove()
    let rootTransaction = transaction(from: transaction, through: root)
    // The first render shows the screen as it is: nothing in it transitions in.
    let canTransitionIn = hasRendered
    // A view that did not change is drawn as it was, unless a frame moved (a visual effect
    // reads its place on screen), a transaction or an animation is under way, or views leave
    // or follow others; then every view is drawn again, as a state change used to.
    skipsUnchangedViews =
      hasRendered && geometryGeneration == renderedGeometryGeneration
      && pendingTransactionChanges == 0 && animatingNodes.isEmpty && leavingViews.isEmpty
      && matchedGeometryNodes.isEmpty
    hasRendered = true
    let views = root.layoutNodes.map {
      render($0, transaction: rootTransaction, canTransitionIn: canTransitionIn)
    }
    skipsUnchangedViews = false
    renderedGeometryGeneration = geometryGeneration
    sync(container, addingLeavingViews(views, in: container, transaction: rootTransaction))
    beginRemainingRemovals(transaction: rootTransaction)
    scheduleCompletions(of: transaction)
    settleEffectProblems()
    updateLazyPresences()
  }

  /// Draws the visual effects of the nodes under `node` again (its scroll view moved).
  func renderVisualEffects(under node: ViewNode) {
    drawVisualEffects(under: node)
    settleEffectProblems()
    updateLazyPresences()
  }

  private func drawVisualEffects(under node: ViewNode) {
    // A scroll animates none of them: one empty transaction for all.
    let transaction = Transaction()
    for child in node.visualEffectNodes {
      // A lazy container's row out of view is not drawn, as SwiftUI drops it: its effect runs
      // again when the row comes back. Observers still run.
      if let view = child.platformView, !child.visualEffectOnlyDraws || child.isLazilyShown {
        applyGeometry(child, to: view, transaction: transaction)
      }
    }
  }

  /// Brings `node`'s view (made on first use) and its children's up to date.
  ///
  /// `canTransitionIn`: whether a node drawn for the first time is an inserted view whose
  /// transition runs (its container was drawn before, or it is the one view of a new modifier
  /// around a view with a transition), not a view inside an inserted container.
  func render(_ node: ViewNode, transaction inherited: Transaction, canTransitionIn: Bool)
    -> UIView
  {
    if skipsUnchangedViews, !node.needsRender, !node.layoutRendersBeyondUpdates,
      let view = node.platformView
    {
      return view
    }
    node.needsRender = false
    let isNew = node.platformView == nil
    let view = node.platformView ?? node.layout.makePlatformView(for: node)
    node.platformView = view
    var transaction = transaction(from: inherited, through: node)
    var childrenCanTransitionIn = !isNew
    if isNew, canTransitionIn {
      childrenCanTransitionIn = beginInsertion(of: node, view: view, transaction: &transaction)
    }
    applyGeometry(node, to: view, transaction: transaction)
    if !node.layoutPassesThrough, let identifier = node.environment.pendingIdentifier,
      view.accessibilityIdentifier != identifier
    {
      view.accessibilityIdentifier = identifier
    }
    node.layout.render(view, node: node)
    let children = node.layoutChildren
    // The node's buffer, taken while its children render (they use their own): after the first
    // frame a render makes no array.
    var views = node.childViewBuffer
    node.childViewBuffer = []
    // Later siblings in front; a higher zIndex in front of a lower one (no sort when no sibling
    // has one).
    let ordered =
      children.contains(where: { ($0.effects?.zIndex ?? 0) != 0 })
      ? children.enumerated().sorted { a, b in
        let za = a.element.effects?.zIndex ?? 0
        let zb = b.element.effects?.zIndex ?? 0
        return za != zb ? za < zb : a.offset < b.offset
      }.map(\.element)
      : children
    for child in ordered {
      views.append(
        render(child, transaction: transaction, canTransitionIn: childrenCanTransitionIn))
    }
    sync(view, addingLeavingViews(views, in: view, transaction: transaction))
    // Emptied, so it holds no view after the render.
    views.removeAllKeepingStorage()
    node.childViewBuffer = views
    // Drawn on every render, so the views above it are never left as they were either.
    if node.layoutRendersBeyondUpdates { node.setNeedsRender() }
    return view
  }

  /// The transaction `node`'s views are drawn with: `inherited`, changed by the modifiers
  /// between `node` and its layout parent (`animation(_:value:)`, `transaction(_:)`), whose
  /// changes last until this render.
  private func transaction(from inherited: Transaction, through node: ViewNode) -> Transaction {
    // Most renders have no change waiting anywhere: nothing to look for.
    guard pendingTransactionChanges > 0 else { return inherited }
    var transaction = inherited
    // The modifiers that are not layout nodes themselves sit between the node and its layout
    // parent: the lists and bodies above it, applied outermost first.
    var changes: [(inout Transaction) -> Void] = []
    var current: ViewNode? = node
    while let above = current, above === node || above.role != .view {
      if let change = above.transactionChange {
        changes.append(change)
        above.transactionChange = nil
      }
      current = above.parent
    }
    for change in changes.reversed() { change(&transaction) }
    return transaction
  }

  /// Draws `node`'s view at its frame, with its effects, animated as `transaction` says.
  private func applyGeometry(_ node: ViewNode, to view: UIView, transaction: Transaction) {
    var effects = node.effects
    if let visualEffect = node.visualEffect {
      var computed = visualEffect(node.geometryProxy)
      if let bad = computed.operations.first(where: { !$0.isFinite }) {
        deferEffectProblem(
          node,
          "its closure returned \(bad.call) with a value that is not finite (a frame of zero "
            + "width divided by?); the view is drawn without its effects")
        computed = EffectValues()
      } else {
        clearEffectProblem(node)
      }
      effects = computed
    }
    node.renderedEffects = effects
    effectsDidRender()
    let target = DrawnGeometry(frame: node.frame, effects: effects)
    let geometry = animatedGeometry(of: node, to: target, transaction: transaction)
    // Without an animation the view shows `target`, so its transform is `effects`' own: kept
    // where a layout sample takes it whole (it works out again effects that end in an offset,
    // without the offset).
    if node.geometryAnimation == nil, let effects, !effects.operations.isEmpty,
      !effects.endsInOffset
    {
      let (anchor, transform) = effects.layerTransform(for: target.frame.size)
      node.renderedTransform = RenderedTransform(
        size: target.frame.size, anchor: anchor, transform: transform)
      draw(geometry, on: view, anchor: anchor, transform: transform)
      return
    }
    if node.renderedTransform != nil { node.renderedTransform = nil }
    draw(geometry, on: view)
  }

  /// Makes `views` the node views of `container`, in order, leaving its other views alone.
  func sync(_ container: UIView, _ views: [UIView]) {
    // Most renders change no order: compare in place before making any array.
    var position = 0
    var same = true
    for subview in container.subviews
    where subview is NodeView || subview.headlessIsSwiftUIScrollView {
      guard position < views.count, views[position] === subview else {
        same = false
        break
      }
      position += 1
    }
    if same, position == views.count { return }
    let current = container.subviews.filter { $0 is NodeView || $0.headlessIsSwiftUIScrollView }
    for view in current where !views.contains(where: { $0 === view }) { view.removeFromSuperview() }
    for view in views { container.addSubview(view) }
  }
}

extension UIView {
  /// Whether the view is a SwiftUI scroll view's.
  var headlessIsSwiftUIScrollView: Bool {
    (self as? UIScrollView)?.headlessLayoutItemsSource != nil
  }
}
