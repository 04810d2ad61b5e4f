/// An `ObservableObject` a view owns: made once, when the view first appears, and kept while the
/// view keeps its identity; the body is evaluated again when the object changes.
///
/// ```swift
/// import SwiftUI
///
/// final class Feed: ObservableObject {
///   @Published var page = 0
/// }
///
/// struct FeedView: View {
///   @StateObject private var feed = Feed()
///   var body: some View { Text("page \(feed.page)") }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let link: StateObjectLink<ObjectType>

  /// An object made by `thunk` the first time the view appears (never again for this view).
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    link = StateObjectLink(make: thunk)
  }

  /// The object.
  public var wrappedValue: ObjectType { link.object }

  /// Bindings to the object's properties, as `$feed.page`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: link.object).projectedValue
  }
}

/// Where a `@StateObject` keeps its object: made on first use, then the node's.
final class StateObjectLink<ObjectType: ObservableObject> {
  private let make: () -> ObjectType
  private var made: StateBox<ObjectType>?

  init(make: @escaping () -> ObjectType) { self.make = make }

  /// The object: the node's, or made now when the view is read outside a graph.
  var object: ObjectType {
    if let made { return made.value }
    let box = StateBox(make())
    made = box
    return box.value
  }

  /// Takes the object `node` keeps in `slot` (making it the first time), then subscribes the
  /// node to it in the next slot.
  func bind(to node: ViewNode, slot: inout Int) {
    if slot < node.dynamicStorage.count,
      let kept = node.dynamicStorage[slot] as? StateBox<ObjectType>
    {
      made = kept
    } else {
      let box = made ?? StateBox(make())
      made = box
      if slot < node.dynamicStorage.count {
        node.dynamicStorage[slot] = box
      } else {
        node.dynamicStorage.append(box)
      }
    }
    slot += 1
    if let made { ObjectSubscription.subscribe(node, to: made.value, slot: &slot) }
  }
}

extension StateObject: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int) { link.bind(to: node, slot: &slot) }
}
