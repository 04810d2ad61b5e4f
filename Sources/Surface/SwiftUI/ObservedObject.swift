/// An `ObservableObject` a view reads but does not own: the body is evaluated again when the
/// object's `objectWillChange` publisher fires.
///
/// ```swift
/// import SwiftUI
///
/// final class Player: ObservableObject {
///   @Published var score = 0
/// }
///
/// struct Score: View {
///   @ObservedObject var player: Player
///   var body: some View { Text("\(player.score)").onTapGesture { player.score += 1 } }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Bindings to the object's properties, as `$player.score`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      Binding(object: object, keyPath: keyPath)
    }
  }

  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  /// Observes `initialValue`.
  public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int) {
    ObjectSubscription.subscribe(node, to: wrappedValue, slot: &slot)
  }
}
