nonisolated extension View {
  /// Tags the view with `tag`: a `TabView` selects its pages by their tags.
  ///
  /// A tag of another type than the selection's is never selected.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(tag: AnyHashable(tag)))
  }
}

/// `tag(_:)`: keeps the tag on its node, where the container around reads it.
nonisolated struct TagModifier: PrimitiveModifier, PassThroughLayout {
  let tag: AnyHashable
  func update(_ node: ViewNode) {
    node.layout = self
    node.modifierState(TagValue.self) { TagValue() }.value = tag
  }
}

/// The tag a `tag(_:)` node keeps.
final class TagValue {
  var value: AnyHashable?
}

extension ViewNode {
  /// The tag of the view the node lays out: the nearest `tag(_:)` among the modifiers wrapped
  /// directly around it.
  var tag: AnyHashable? {
    for node in passThroughChain {
      if let tag = (node.modifierState[ObjectIdentifier(TagValue.self)] as? TagValue)?.value {
        return tag
      }
    }
    return nil
  }
}
