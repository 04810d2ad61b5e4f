/// A view that stands for the content a modifier, an animator or a transition wraps
/// (`_ViewModifier_Content`, ``PlaceholderContentView``): its node lists that content as its one
/// child.
protocol ContentStandIn: PrimitiveView {
  /// The wrapped content.
  var content: any View { get }
}

extension ContentStandIn {
  func update(_ node: ViewNode) {
    node.role = .list
    node.updateChild(key: 0, with: content)
  }
}
