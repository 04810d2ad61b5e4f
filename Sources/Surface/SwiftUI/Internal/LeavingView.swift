/// A removed view that stays drawn while its transition animates it out.
final class LeavingView {
  /// The node that was removed, no longer in the graph.
  let node: ViewNode
  /// The transition nodes in it that animate.
  let transitionNodes: [ViewNode]
  /// Its views without a transition, which the default transition fades out.
  let fadingNodes: [ViewNode]
  /// The view its views are drawn in, and their places among that view's node views.
  let container: UIView
  let views: [(view: UIView, index: Int)]
  /// When its removal animation ends, on the virtual clock, once it has begun.
  var endsAt: Double?

  init(
    node: ViewNode, transitionNodes: [ViewNode], fadingNodes: [ViewNode], container: UIView,
    views: [(UIView, Int)]
  ) {
    self.node = node
    self.transitionNodes = transitionNodes
    self.fadingNodes = fadingNodes
    self.container = container
    self.views = views.map { (view: $0.0, index: $0.1) }
  }
}
