/// State a gesture updates while it runs (`updating(_:body:)`), back at its initial value when
/// the gesture ends or is cancelled.
///
/// ```swift
/// import SwiftUI
///
/// struct Draggable: View {
///   @GestureState private var offset = CGSize.zero
///   var body: some View {
///     Color.blue.frame(width: 100, height: 100)
///       .offset(offset)
///       .gesture(
///         DragGesture().updating($offset) { value, state, _ in state = value.translation })
///   }
/// }
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let link: StateLink<Value>
  let initialValue: Value

  /// State starting (and reset) at `wrappedValue`.
  public init(wrappedValue: Value) {
    initialValue = wrappedValue
    link = StateLink(StateBox(wrappedValue))
  }

  /// State starting (and reset) at `initialValue`.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// The value now.
  public var wrappedValue: Value { link.box.value }

  /// The state itself, for `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int) { link.bind(to: node, slot: &slot) }
}
