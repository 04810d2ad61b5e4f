/// A stored property SwiftUI binds to its view's node before the body runs: the link's storage
/// moves to the node's (kept across updates) or takes the node's environment.
protocol NodeBoundProperty {
  /// Binds to `node`; `slot` counts the node's state properties in declaration order.
  func bind(to node: ViewNode, slot: inout Int)
}

/// Binds a view's dynamic properties to its node as SwiftUI reads its views' field descriptors:
/// state in declaration order, properties made of state inside.
enum DynamicPropertyBinder {
  static func bind(_ value: Any, to node: ViewNode) {
    var slot = 0
    bind(value, to: node, slot: &slot)
  }

  /// Binds the properties of `value` to `node` from state slot `slot` on (an app's gestures on
  /// one view share its node, each after the ones before it).
  static func bind(_ value: Any, to node: ViewNode, slot: inout Int) {
    let type = Swift.type(of: value)
    let layout = node.graph.dynamicPropertyLayout(of: type)
    guard !layout.isEmpty else { return }
    func bindOpened<V>(_ view: V) -> Bool {
      withUnsafePointer(to: view) { pointer in
        bind(layout, of: type, at: UnsafeRawPointer(pointer), to: node, slot: &slot)
      }
    }
    if !_openExistential(value, do: bindOpened) {
      node.graph.noteNoDynamicProperties(in: type)
    }
  }

  /// Binds the properties of the value of type `type` at `base`, laid out as `layout` says (its
  /// fields in place, or the value reflected); whether it has any dynamic property.
  private static func bind(
    _ layout: DynamicPropertyLayout, of type: Any.Type, at base: UnsafeRawPointer,
    to node: ViewNode, slot: inout Int
  ) -> Bool {
    guard let fields = layout.fields else {
      return bindReflected(load(type, at: base), to: node, slot: &slot)
    }
    for field in fields {
      switch field {
      case .bound(let offset, let type):
        type.bind(at: base + offset, to: node, slot: &slot)
      case .nested(let offset, let type):
        let inner = node.graph.dynamicPropertyLayout(of: type)
        _ = bind(inner, of: type, at: base + offset, to: node, slot: &slot)
      case .dynamic(let offset, let type):
        _ = bindValue(load(type, at: base + offset), to: node, slot: &slot)
      }
    }
    return !fields.isEmpty
  }

  /// The value of type `type` stored at `pointer`.
  private static func load(_ type: Any.Type, at pointer: UnsafeRawPointer) -> Any {
    func read<T>(_: T.Type) -> Any { pointer.assumingMemoryBound(to: T.self).pointee }
    return _openExistential(type, do: read)
  }

  /// Binds one field's value as `Mirror` finds it; whether it is a dynamic property.
  private static func bindValue(_ value: Any, to node: ViewNode, slot: inout Int) -> Bool {
    if let property = value as? any NodeBoundProperty {
      property.bind(to: node, slot: &slot)
      return true
    }
    if value is any DynamicProperty {
      _ = bindReflected(value, to: node, slot: &slot)
      return true
    }
    return false
  }

  /// Binds the properties of `value`, reflected with `Mirror` (a class or an enum, whose fields
  /// the layout does not read); whether it has any dynamic property.
  private static func bindReflected(_ value: Any, to node: ViewNode, slot: inout Int) -> Bool {
    var found = false
    for child in Mirror(reflecting: value).children
    where bindValue(child.value, to: node, slot: &slot) {
      found = true
    }
    return found
  }
}
