import HeadlessRuntime

extension ViewGraph {
  /// Starts `node`'s insertion transition when it has one and `animation` runs it: the node is
  /// drawn at the insertion's active state, from which ``animatedGeometry(of:to:transaction:)``
  /// moves it to identity ("the view starts at the transition's active state", as on iOS).
  ///
  /// The app's modifiers of the insertion are shown active once, without animation, so that
  /// the views inside animate from there to identity.
  func beginInsertion(of node: ViewNode, state: TransitionState, view: UIView) {
    let side = state.transition.insertion
    let size = node.frame.size
    let rightToLeft = node.isRightToLeft
    let identity = TransitionState.effects(
      of: side, active: false, size: size, rightToLeft: rightToLeft)
    state.restingEffects = identity
    node.effects = identity
    node.drawn = DrawnGeometry(
      frame: node.frame,
      effects: TransitionState.effects(
        of: side, active: true, size: size, rightToLeft: rightToLeft))
    guard !side.modifiers.isEmpty else { return }
    showContent(of: node, state: state, activeSide: side, view: view, transaction: Transaction())
    showContent(of: node, state: state, activeSide: nil, view: nil, transaction: Transaction())
  }

  /// Keeps `node`, which its parent dropped, drawn while a transition in it may animate it
  /// out: true when it has a transition node that was drawn.
  ///
  /// The view leaves its container's layout at once (SwiftUI's siblings take its space as it
  /// animates out) and is no longer hit ("SwiftUI disables hit testing on views that are being
  /// removed"; ours where Apple is silent on the detail).
  func keepLeaving(_ node: ViewNode) -> Bool {
    let transitionNodes = node.layoutNodes.compactMap(\.transitionNodeInside).filter {
      $0.platformView != nil
    }
    guard !transitionNodes.isEmpty else { return false }
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
        node: node, transitionNodes: transitionNodes, container: container, views: views))
    return true
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
      let size = drawnFrame.size
      let rightToLeft = node.isRightToLeft
      let identity = TransitionState.effects(
        of: side, active: false, size: size, rightToLeft: rightToLeft)
      // From identity unless an insertion is still moving it.
      if node.geometryAnimation == nil || node.drawn?.shape != identity.shapeKinds {
        node.drawn = DrawnGeometry(frame: drawnFrame, effects: identity)
        node.geometryAnimation = nil
      }
      state.restingEffects = identity
      node.effects = identity
      let target = DrawnGeometry(
        frame: drawnFrame,
        effects: TransitionState.effects(
          of: side, active: true, size: size, rightToLeft: rightToLeft))
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

extension Animation {
  /// Seconds from its start until it rests, delay and speed included: when a removed view
  /// leaves.
  var removalSeconds: Double {
    let speed = speedFactor.isFinite && speedFactor > 0 ? speedFactor : 1
    let seconds = max(delaySeconds, 0) + restingDuration / speed
    return seconds.isFinite ? seconds : 0
  }
}
