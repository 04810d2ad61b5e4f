import HeadlessRuntime

extension ViewGraph {
  /// Starts the insertion of `node`, drawn for the first time in a container drawn before.
  ///
  /// The node runs its transition when it has one, else the default fade when `transaction`
  /// animates. Only the outermost inserted view transitions: the views inside it come with it.
  /// Returns true when the node is a modifier around a view with a transition, to which it
  /// passes the insertion on.
  func beginInsertion(of node: ViewNode, view: UIView, transaction: inout Transaction) -> Bool {
    if let state = node.transitionState {
      guard let animation = state.transition.ownAnimation ?? transaction.animation else {
        return false
      }
      // The transition's own animation takes the place of the transaction's.
      transaction.animation = animation
      beginInsertion(of: node, state: state, view: view)
      return false
    }
    // Not itself a transition node: one inside is reached through the modifiers around it.
    if node.transitionNodeInside != nil { return true }
    // A view without a transition fades in: "By default, views transition on and off screen by
    // fading in and out" (Apple, `transition(_:)`).
    guard transaction.animation != nil else { return false }
    node.drawn = DrawnGeometry(frame: node.frame, effects: node.effects.faded)
    return false
  }

  /// Starts `node`'s insertion transition when it has one and `animation` runs it: the node is
  /// drawn at the insertion's active state, from which ``animatedGeometry(of:to:transaction:)``
  /// moves it to identity ("the view starts at the transition's active state", as on iOS).
  ///
  /// The app's modifiers of the insertion are shown active once, without animation, so that
  /// the views inside animate from there to identity.
  func beginInsertion(of node: ViewNode, state: TransitionState, view: UIView) {
    let side = state.transition.insertion
    let (identity, active) = TransitionState.endpoints(
      of: side, size: node.frame.size, rightToLeft: node.isRightToLeft)
    state.restingEffects = identity
    node.effects = identity
    node.setNeedsRender()
    node.drawn = DrawnGeometry(frame: node.frame, effects: active)
    guard !side.modifiers.isEmpty else { return }
    showContent(of: node, state: state, activeSide: side, view: view, transaction: Transaction())
    showContent(of: node, state: state, activeSide: nil, view: nil, transaction: Transaction())
  }

  /// Keeps `node`, which its parent dropped, drawn while a transition may animate it out: true
  /// when it has a transition node that was drawn, or a drawn view that the default fade may
  /// animate (an animation is on its way to the render).
  ///
  /// The view leaves its container's layout at once (SwiftUI's siblings take its space as it
  /// animates out) and is no longer hit ("SwiftUI disables hit testing on views that are being
  /// removed"; ours where Apple is silent on the detail).
  func keepLeaving(_ node: ViewNode) -> Bool {
    var transitionNodes: [ViewNode] = []
    var fadingNodes: [ViewNode] = []
    for layoutNode in node.layoutNodes where layoutNode.platformView != nil {
      if let inside = layoutNode.transitionNodeInside {
        if inside.platformView != nil { transitionNodes.append(inside) }
      } else {
        fadingNodes.append(layoutNode)
      }
    }
    guard !transitionNodes.isEmpty || (!fadingNodes.isEmpty && mayAnimateRemoval(of: node))
    else { return false }
    var views: [(UIView, Int)] = []
    var container: UIView?
    for layoutNode in node.layoutNodes {
      guard let view = layoutNode.platformView, let superview = view.superview else { continue }
      let siblings = superview.subviews.filter { $0 is NodeView || $0.headlessIsSwiftUIScrollView }
      views.append((view, siblings.firstIndex { $0 === view } ?? siblings.count))
      container = superview
      view.isUserInteractionEnabled = false
    }
    guard let container else { return false }
    leavingViews.append(
      LeavingView(
        node: node, transitionNodes: transitionNodes, fadingNodes: fadingNodes,
        container: container, views: views))
    return true
  }

  /// Whether the render after this update may animate `node`'s removal: a `withAnimation`
  /// change, or a transaction change (`animation(_:value:)`, `transaction(_:)`) above it.
  ///
  /// Without either the view leaves at once, as it did before the default fade: its
  /// `onDisappear` runs in the update, not in the render.
  private func mayAnimateRemoval(of node: ViewNode) -> Bool {
    transaction.animation != nil || node.ancestor(where: { $0.transactionChange != nil }) != nil
  }

  /// `views`, the node views of `container`, with the views leaving it in their places; a
  /// removal not yet begun begins with `transaction`, or ends at once when nothing animates it.
  func addingLeavingViews(_ views: [UIView], in container: UIView, transaction: Transaction)
    -> [UIView]
  {
    guard leavingViews.contains(where: { $0.container === container }) else { return views }
    var result = views
    for leaving in leavingViews where leaving.container === container {
      guard leaving.endsAt != nil || beginRemoval(leaving, transaction: transaction) else {
        continue
      }
      for (view, index) in leaving.views { result.insert(view, at: min(index, result.count)) }
    }
    return result
  }

  /// Begins the removals that no render of their container began.
  func beginRemainingRemovals(transaction: Transaction) {
    for leaving in leavingViews where leaving.endsAt == nil {
      _ = beginRemoval(leaving, transaction: transaction)
    }
  }

  /// Animates `leaving`'s transition nodes to their removal's active state: false when no
  /// animation runs it (the view has left).
  private func beginRemoval(_ leaving: LeavingView, transaction: Transaction) -> Bool {
    let now = CACurrentMediaTime()
    var endsAt: Double?
    for node in leaving.transitionNodes {
      guard let state = node.transitionState,
        let animation = state.transition.ownAnimation ?? transaction.animation
      else { continue }
      let side = state.transition.removal
      let drawnFrame = node.drawn?.frame ?? node.frame
      let (identity, active) = TransitionState.endpoints(
        of: side, size: drawnFrame.size, rightToLeft: node.isRightToLeft)
      // From identity unless an insertion is still moving it.
      if node.geometryAnimation == nil || node.drawn?.shape != identity.shapeKinds {
        node.drawn = DrawnGeometry(frame: drawnFrame, effects: identity)
        node.geometryAnimation = nil
      }
      state.restingEffects = identity
      node.effects = identity
      node.setNeedsRender()
      let target = DrawnGeometry(frame: drawnFrame, effects: active)
      let animated = Transaction(animation: animation)
      if let view = node.platformView {
        draw(animatedGeometry(of: node, to: target, transaction: animated), on: view)
      }
      if !side.modifiers.isEmpty {
        showContent(
          of: node, state: state, activeSide: side, view: node.platformView,
          transaction: animated)
      }
      let seconds = now + animation.removalSeconds
      endsAt = max(endsAt ?? seconds, seconds)
    }
    // The views without a transition fade out where they are drawn (Apple, `transition(_:)`:
    // "By default, views transition on and off screen by fading in and out").
    if let animation = transaction.animation, !leaving.fadingNodes.isEmpty {
      let animated = Transaction(animation: animation)
      let seconds = now + animation.removalSeconds
      for node in leaving.fadingNodes {
        guard let view = node.platformView, let drawn = node.drawn else { continue }
        let target = DrawnGeometry(frame: drawn.frame, effects: drawn.effects.faded)
        draw(animatedGeometry(of: node, to: target, transaction: animated), on: view)
        endsAt = max(endsAt ?? seconds, seconds)
      }
    }
    guard let endsAt else {
      finish(leaving)
      return false
    }
    leaving.endsAt = endsAt
    startFrameClock()
    return true
  }

  /// Ends the removals whose animations have ended by `now`: their views leave.
  func endRemovals(at now: Double) {
    for leaving in leavingViews {
      if let endsAt = leaving.endsAt, endsAt <= now { finish(leaving) }
    }
  }

  private func finish(_ leaving: LeavingView) {
    leavingViews.removeAll { $0 === leaving }
    leaving.node.leave()
  }

  /// Shows `node`'s content with `activeSide`'s modifiers active, laid out in the node's frame
  /// and, when `view` is given, drawn with `transaction`.
  private func showContent(
    of node: ViewNode, state: TransitionState, activeSide: TransitionSide?, view: UIView?,
    transaction: Transaction
  ) {
    state.shownSide = activeSide
    node.setNeedsRender()
    node.updateChildren { node.updateChild(key: 0, with: state.child(activeSide: activeSide)) }
    beginLayoutPass()
    node.layout.placeChildren(in: node.frame.size, node: node)
    guard let view else { return }
    let views = node.layoutChildren.map {
      render($0, transaction: transaction, canTransitionIn: false)
    }
    sync(view, views)
  }
}

extension EffectValues {
  /// The kinds of the effects, as a drawn geometry's shape lists them.
  var shapeKinds: [GeometryEffectOp.Kind] { operations.map(\.kind) }
}

extension EffectValues? {
  /// These effects at the active end of the default transition, `opacity`: transparent, the
  /// other effects kept, so that an animation moves the opacity alone.
  var faded: EffectValues {
    var effects = self ?? EffectValues()
    effects.opacity = 0
    return effects
  }
}

extension Animation {
  /// Seconds from its start until it rests, delay and speed included: when a removed view
  /// leaves.
  var removalSeconds: Double {
    let speed = speedFactor.isFinite && speedFactor > 0 ? speedFactor : 1
    let seconds = max(delaySeconds, 0) + restingDuration / speed
    return seconds.isFinite ? seconds : 0
  }
}
