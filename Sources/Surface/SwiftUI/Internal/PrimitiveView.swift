/// A view SwiftUI shows itself rather than through a body: it sets its node's role and layout and
/// updates the node's children.
protocol PrimitiveView {
  /// Sets `node` up for this value of the view: its role, its layout, its children.
  func update(_ node: ViewNode)
}

extension PrimitiveView {
  /// Sets `node` up for `view`, a value of this type.
  ///
  /// A type comparison and a copy, where `as? Self` would look up the metadata of `Self?` on
  /// every call (a hash-table search, on every node of every frame). Generic, so the value is
  /// passed as it is, never boxed.
  static func update<Opened: View>(_ view: Opened, node: ViewNode) {
    guard Opened.self == Self.self else { return }
    _identityCast(view, to: Self.self).update(node)
  }
}
