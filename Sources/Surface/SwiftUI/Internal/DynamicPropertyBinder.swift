/// A stored property SwiftUI binds to its view's node before the body runs: the link's storage
/// moves to the node's (kept across updates) or takes the node's environment.
protocol NodeBoundProperty {
  /// Binds to `node`; `slot` counts the node's state properties in declaration order.
  func bind(to node: ViewNode, slot: inout Int)
}

/// Binds a view's dynamic properties to its node, reading them with `Mirror` as SwiftUI reads
/// its views' field descriptors: state in declaration order, properties made of state inside.
enum DynamicPropertyBinder {
  static func bind(_ value: Any, to node: ViewNode) {
    var slot = 0
    bind(value, to: node, slot: &slot)
  }

  private static func bind(_ value: Any, to node: ViewNode, slot: inout Int) {
    for child in Mirror(reflecting: value).children {
      if let property = child.value as? any NodeBoundProperty {
        property.bind(to: node, slot: &slot)
      } else if child.value is any DynamicProperty {
        bind(child.value, to: node, slot: &slot)
      }
    }
  }
}
