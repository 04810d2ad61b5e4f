/// A view with a transition (`transition(_:)`): it lays out as its content does, and its node
/// keeps the transition for when the view is inserted or removed.
nonisolated struct TransitionView<Content: View>: View {
  let content: Content
  let transition: AnyTransition
  /// Never evaluated: SwiftUI shows the content itself.
  var body: Never { primitiveBody(of: Self.self) }
}

extension TransitionView: PrimitiveView {
  func update(_ node: ViewNode) {
    let state = node.modifierState(TransitionState.self) { TransitionState() }
    state.transition = transition
    state.content = content
    node.layout = TransitionLayout()
    node.effects = state.restingEffects
    // A view that is leaving keeps the state it animates to.
    node.updateChild(key: 0, with: state.child(activeSide: state.shownSide))
  }
}

/// A transition node's layout: its content's.
struct TransitionLayout: PassThroughLayout {}

extension ViewNode {
  /// The transition the node's view has, when it is a `transition(_:)` node.
  var transitionState: TransitionState? {
    modifierState[ObjectIdentifier(TransitionState.self)] as? TransitionState
  }

  /// The transition node this layout node is, or the one inside it through the modifiers
  /// around it (``NodeLayout/carriesTransition``).
  var transitionNodeInside: ViewNode? {
    var node = self
    while true {
      if node.transitionState != nil { return node }
      let children = node.layoutChildren
      guard node.layout.carriesTransition, children.count == 1 else { return nil }
      node = children[0]
    }
  }
}

extension NodeLayout {
  /// Whether the layout is a modifier around one view, which takes on that view's transition
  /// (modifiers that lay out as their child does, padding, frames), rather than a container
  /// (a stack, a scroll view), whose insertion the views inside come with.
  var carriesTransition: Bool { wrapsOneView }
}
