nonisolated extension View {
  /// Tags the view with `tag`: a `TabView` selects its pages and a ``Picker`` its options by
  /// their tags, and a container reads it from ``ContainerValues/tag(for:)``.
  ///
  /// A tag of another type than the selection's is never selected.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(tag: AnyHashable(tag)))
  }
}

/// `tag(_:)`: keeps the tag on its node, where the container around reads it, and sets it as a
/// container value for the subviews that list it.
nonisolated struct TagModifier: PrimitiveModifier, PassThroughLayout, ContainerValueWriting {
  let tag: AnyHashable
  func update(_ node: ViewNode) {
    node.layout = self
    node.modifierState(TagValue.self) { TagValue() }.value = tag
    var values = ContainerValues()
    writeContainerValues(into: &values)
    node.modifierState(ContainerValuesSet.self) { ContainerValuesSet() }.values = values
  }

  func writeContainerValues(into values: inout ContainerValues) {
    values[ExplicitTagKey.self] = tag
  }
}

extension ContainerValues {
  /// The view's tag if it is a `V`: the one ``View/tag(_:)`` set, or else the id of the
  /// `ForEach` element the view is (iOS 18); nil otherwise.
  public func tag<V: Hashable>(for type: V.Type) -> V? {
    (self[ExplicitTagKey.self] ?? self[ImplicitTagKey.self])?.base as? V
  }

  /// Whether the view's tag is `tag` (``tag(for:)``).
  public func hasTag<V: Hashable>(_ tag: V) -> Bool { self.tag(for: V.self) == tag }
}

/// The tag `tag(_:)` set.
private struct ExplicitTagKey: ContainerValueKey {
  static var defaultValue: AnyHashable? { nil }
}

/// The id of the `ForEach` element a view is: its tag unless it has one of its own.
struct ImplicitTagKey: ContainerValueKey {
  static var defaultValue: AnyHashable? { nil }
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
