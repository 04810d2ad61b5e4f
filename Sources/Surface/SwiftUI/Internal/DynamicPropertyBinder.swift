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

  /// Binds the properties of `value` to `node` from state slot `slot` on (an app's gestures on
  /// one view share its node, each after the ones before it).
  static func bind(_ value: Any, to node: ViewNode, slot: inout Int) {
    let type = ObjectIdentifier(Swift.type(of: value))
    // The graph's own set, not a global one: replays on other threads (parallel tests, sweep
    // workers) update their graphs at the same time.
    guard !node.graph.typesWithoutDynamicProperties.contains(type) else { return }
    if !bindProperties(of: value, to: node, slot: &slot) {
      node.graph.typesWithoutDynamicProperties.insert(type)
    }
  }

  /// Binds the properties of `value`; whether it has any dynamic property.
  private static func bindProperties(of value: Any, to node: ViewNode, slot: inout Int) -> Bool {
    var found = false
    for child in Mirror(reflecting: value).children {
      if let property = child.value as? any NodeBoundProperty {
        property.bind(to: node, slot: &slot)
        found = true
      } else if child.value is any DynamicProperty {
        _ = bindProperties(of: child.value, to: node, slot: &slot)
        found = true
      }
    }
    return found
  }
}
