/// A key for a value a view gives the custom layout that places it.
///
/// ```swift
/// import SwiftUI
///
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
///
/// let ranked = Text("first").layoutValue(key: Rank.self, value: 1)
/// // In a layout: subview[Rank.self]
/// ```
public protocol LayoutValueKey {
  /// The value's type.
  associatedtype Value
  /// The value of a view that was given none.
  static var defaultValue: Value { get }
}

nonisolated extension View {
  /// This view, with `value` for `key` in the custom layout that places it.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(LayoutValueModifier<K>(value: value))
  }
}

nonisolated struct LayoutValueModifier<K: LayoutValueKey>: PrimitiveModifier, PassThroughLayout {
  let value: K.Value
  func update(_ node: ViewNode) {
    node.layout = self
    node.modifierState(LayoutValues.self) { LayoutValues() }.values[ObjectIdentifier(K.self)] =
      value
  }
}

/// The layout values a node's modifier gave it.
final class LayoutValues { var values: [ObjectIdentifier: Any] = [:] }

extension ViewNode {
  /// The value of `key` this node's view was given: by its own modifier or one it modifies
  /// (values pass out through modifiers, as SwiftUI's view traits do).
  func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value? {
    var node: ViewNode? = self
    while let current = node {
      if let values = current.modifierState[ObjectIdentifier(LayoutValues.self)] as? LayoutValues,
        let value = values.values[ObjectIdentifier(key)] as? K.Value
      {
        return value
      }
      guard current.layout is any PrimitiveModifier else { return nil }
      let content = current.layoutNodes(ofChild: 0)
      node = content.count == 1 ? content[0] : nil
    }
    return nil
  }
}
