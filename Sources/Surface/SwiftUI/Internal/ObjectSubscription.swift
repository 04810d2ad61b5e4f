/// A node's subscription to an `ObservableObject`'s `objectWillChange`, kept in the node's slot
/// for the property: the node is updated after the object says it will change, as SwiftUI does
/// at the end of the turn.
final class ObjectSubscription {
  let object: AnyObject
  private var cancellable: AnyCancellable?

  private init(object: AnyObject) { self.object = object }

  /// Subscribes `node` to `object` in `slot` (once per object: a new object replaces the old
  /// subscription), and moves `slot` on.
  static func subscribe<Object: ObservableObject>(
    _ node: ViewNode, to object: Object, slot: inout Int
  ) {
    defer { slot += 1 }
    if slot < node.dynamicStorage.count,
      let kept = node.dynamicStorage[slot] as? ObjectSubscription, kept.object === object
    {
      return
    }
    let subscription = ObjectSubscription(object: object)
    subscription.cancellable = object.objectWillChange.sink { [reference = node.reference] _ in
      guard let node = reference.node else { return }
      // A change inside `withAnimation` carries its transaction, as a `@State` change does.
      if let transaction = Transaction.current { node.graph.transaction = transaction }
      node.graph.invalidate(node)
    }
    if slot < node.dynamicStorage.count {
      node.dynamicStorage[slot] = subscription
    } else {
      node.dynamicStorage.append(subscription)
    }
  }
}
