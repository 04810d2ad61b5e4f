nonisolated extension View {
  /// Insets the row's content by `insets` inside its row; nil keeps the default, 11 pt above and
  /// below and 20 pt at the sides (ours).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(ListRowInsetsModifier(insets: insets))
  }

  /// Whether the row's separators show (inert: separators are not drawn).
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { self }

  /// The view behind the row (inert: row backgrounds are not drawn).
  public func listRowBackground<V: View>(_ view: V?) -> some View { self }
}

/// `listRowInsets(_:)`: keeps the insets on its node, where the list reads them.
nonisolated struct ListRowInsetsModifier: PrimitiveModifier, PassThroughLayout {
  let insets: EdgeInsets?
  func update(_ node: ViewNode) {
    node.layout = self
    node.modifierState(ListRowInsetsValue.self) { ListRowInsetsValue() }.insets = insets
  }
}

/// The insets a `listRowInsets(_:)` node keeps.
final class ListRowInsetsValue {
  var insets: EdgeInsets?
}

extension ViewNode {
  /// The row insets set on the view the node lays out, among the modifiers wrapped directly
  /// around it.
  var listRowInsets: EdgeInsets? {
    for node in passThroughChain {
      let key = ObjectIdentifier(ListRowInsetsValue.self)
      if let insets = (node.modifierState[key] as? ListRowInsetsValue)?.insets { return insets }
    }
    return nil
  }
}
