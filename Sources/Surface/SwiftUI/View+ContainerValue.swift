nonisolated extension View {
  /// Sets the container value at `keyPath` to `value`, for the view's closest container to read
  /// from its ``Subview`` or ``LayoutSubview`` (iOS 18).
  public func containerValue<V>(
    _ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V
  ) -> some View {
    modifier(ContainerValueModifier(write: { $0[keyPath: keyPath] = value }))
  }
}

/// `containerValue(_:_:)`: the write, applied by the subview listing and kept on the node for
/// custom layouts.
nonisolated struct ContainerValueModifier: PrimitiveModifier, PassThroughLayout,
  ContainerValueWriting
{
  let write: (inout ContainerValues) -> Void

  func writeContainerValues(into values: inout ContainerValues) { write(&values) }

  func update(_ node: ViewNode) {
    node.layout = self
    var values = ContainerValues()
    write(&values)
    node.modifierState(ContainerValuesSet.self) { ContainerValuesSet() }.values = values
  }
}

/// A modifier that sets container values (`containerValue(_:_:)`, `tag(_:)`).
protocol ContainerValueWriting {
  /// Sets the modifier's values in `values`.
  func writeContainerValues(into values: inout ContainerValues)
}

/// The container values a node's modifier set.
final class ContainerValuesSet { var values = ContainerValues() }

extension ViewNode {
  /// The container values set on the node's view: by its modifiers down to the first node that
  /// is not a modifier, the outermost's value winning.
  var containerValues: ContainerValues {
    var result = ContainerValues()
    var node: ViewNode? = self
    while let current = node {
      if let set = current.modifierState[ObjectIdentifier(ContainerValuesSet.self)]
        as? ContainerValuesSet
      {
        var inner = set.values
        inner.take(result)
        result = inner
      }
      guard current.layout is any PrimitiveModifier else { break }
      let content = current.layoutNodes(ofChild: 0)
      node = content.count == 1 ? content[0] : nil
    }
    return result
  }
}
