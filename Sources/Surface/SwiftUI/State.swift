/// A value a view owns: kept while the view keeps its identity; a change evaluates the body again.
///
/// ```swift
/// import SwiftUI
///
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     Text("\(count)").onTapGesture { count += 1 }
///   }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let link: StateLink<Value>

  /// State starting at `wrappedValue`.
  public init(wrappedValue value: Value) { link = StateLink(StateBox(value)) }
  /// State starting at `value`.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The value now; setting it updates the views that read it.
  public var wrappedValue: Value {
    get { link.box.value }
    nonmutating set { link.box.set(newValue, transaction: Transaction.current) }
  }

  /// A binding to the value, for a child view to read and write.
  public var projectedValue: Binding<Value> {
    let link = link
    return Binding(
      get: { link.box.value },
      set: { value, transaction in link.box.set(value, transaction: transaction) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State starting at nil.
  public init() { self.init(wrappedValue: nil) }
}

extension State: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int) { link.bind(to: node, slot: &slot) }
}
