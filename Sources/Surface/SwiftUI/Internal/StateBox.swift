/// Where a `@State` value lives: first in the property, then in its view's node, so that the
/// value survives the parent creating the view again.
final class StateBox<Value> {
  var value: Value
  /// The node whose body reads the value: a change evaluates it again (a reference, not a
  /// weak one: no side table for the node).
  var ownerReference: NodeReference?
  var owner: ViewNode? { ownerReference?.node }

  init(_ value: Value) { self.value = value }

  /// Stores `newValue`, evaluating the owner's body again only when the value changed.
  ///
  /// As in SwiftUI, setting an equal value (an `Equatable` one) is not a change.
  func set(_ newValue: Value, transaction: Transaction?) {
    let unchanged = EquatableValue.same(value, newValue)
    value = newValue
    guard !unchanged, let owner else { return }
    if let transaction { owner.graph.transaction = transaction }
    owner.graph.invalidate(owner)
  }
}

/// A `@State` property's reference to its box: bound to the node's box before each body.
final class StateLink<Value> {
  var box: StateBox<Value>
  init(_ box: StateBox<Value>) { self.box = box }
}

extension StateLink {
  /// Points the link at the box `node` keeps in `slot` (the first time, gives the node this
  /// link's box), and moves `slot` on.
  func bind(to node: ViewNode, slot: inout Int) {
    defer { slot += 1 }
    if slot < node.dynamicStorage.count, let kept = node.dynamicStorage[slot] as? StateBox<Value> {
      box = kept
      return
    }
    box.ownerReference = node.reference
    if slot < node.dynamicStorage.count {
      node.dynamicStorage[slot] = box
    } else {
      node.dynamicStorage.append(box)
    }
  }
}
