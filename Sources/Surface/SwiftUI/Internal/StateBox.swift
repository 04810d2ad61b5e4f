/// Where a `@State` value lives: first in the property, then in its view's node, so that the
/// value survives the parent creating the view again.
final class StateBox<Value> {
  var value: Value
  /// The node whose body reads the value: a change evaluates it again.
  weak var owner: ViewNode?

  init(_ value: Value) { self.value = value }

  func set(_ newValue: Value, transaction: Transaction?) {
    value = newValue
    guard let owner else { return }
    if let transaction { owner.graph.transaction = transaction }
    owner.graph.invalidate(owner)
  }
}

/// A `@State` property's reference to its box: bound to the node's box before each body.
final class StateLink<Value> {
  var box: StateBox<Value>
  init(_ box: StateBox<Value>) { self.box = box }
}
