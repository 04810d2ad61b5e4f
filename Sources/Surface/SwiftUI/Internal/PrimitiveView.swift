/// A view SwiftUI shows itself rather than through a body: it sets its node's role and layout and
/// updates the node's children.
protocol PrimitiveView {
  /// Sets `node` up for this value of the view: its role, its layout, its children.
  func update(_ node: ViewNode)
}
