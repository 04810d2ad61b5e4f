/// What a `ModifiedContent`'s modifier is: one SwiftUI applies itself, a geometry effect, or the
/// app's own modifier with a body.
///
/// A node's modifier type never changes, so this is found once per node: a cast of a value to a
/// protocol looks the conformance up on every call, and modifiers are updated on every frame.
enum ModifierKind {
  case primitive(any PrimitiveModifier.Type)
  case effect(any GeometryEffect.Type)
  case custom

  init<Modifier>(of type: Modifier.Type) {
    if let primitive = type as? any PrimitiveModifier.Type {
      self = .primitive(primitive)
    } else if let effect = type as? any GeometryEffect.Type {
      self = .effect(effect)
    } else {
      self = .custom
    }
  }
}

nonisolated extension PrimitiveModifier {
  /// Applies `modifier`, a value of this type, to `node`, with `content` as its child.
  static func apply<Value, Content: View>(_ modifier: Value, content: Content, to node: ViewNode) {
    // A type comparison, not `as? Self`, which would look up the metadata of `Self?` each time.
    guard Value.self == Self.self else { return }
    let modifier = _identityCast(modifier, to: Self.self)
    modifier.update(node)
    node.updateChild(key: modifier.contentKey, with: content)
    modifier.updateAfterContent(node)
  }
}

nonisolated extension GeometryEffect {
  /// Applies `effect`, a value of this type, to `node`, with `content` as its child.
  static func apply<Value, Content: View>(_ effect: Value, content: Content, to node: ViewNode) {
    guard Value.self == Self.self else { return }
    let effect = _identityCast(effect, to: Self.self)
    effect.updateEffect(node)
    node.updateChild(key: 0, with: content)
  }
}
