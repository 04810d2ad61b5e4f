/// A view SwiftUI shows itself rather than through a body: it sets its node's role and layout and
/// updates the node's children.
protocol PrimitiveView {
  /// Sets `node` up for this value of the view: its role, its layout, its children.
  func update(_ node: ViewNode)
}

extension PrimitiveView {
  /// Sets `node` up for `view`, a value of this type behind `any View`.
  static func update(_ view: any View, node: ViewNode) {
    (view as? Self)?.update(node)
  }
}
