/// Which view has the focus, as state: a `Bool` for one view, or an optional value for several
/// (`focused(_:equals:)`).
///
/// A tap on a text field inside a ``View/focused(_:)`` view focuses it: the state becomes true
/// (or the view's value). Setting the state moves the focus, and one state holds it at a time:
/// giving it to one sets the state that held it back to false or nil, as on iOS. Nothing is typed
/// headless (there is no keyboard). A value set for which no view is focusable is kept (ours;
/// iOS sets it back).
///
/// ```swift
/// import SwiftUI
///
/// struct SignIn: View {
///   @State private var name = ""
///   @FocusState private var isNameFocused: Bool
///   var body: some View {
///     TextField("Name", text: $name)
///       .focused($isNameFocused)
///       .onAppear { isNameFocused = true }
///   }
/// }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// The state, for ``View/focused(_:equals:)`` and for child views (`@FocusState.Binding`):
  /// the storage and the unfocused value the wrapper reads and sets through.
  public let projectedValue: Binding

  init(unfocused: Value) {
    projectedValue = Binding(link: StateLink(StateBox(unfocused)), unfocused: unfocused)
  }

  /// Focus state for one view, false while it is not focused.
  public init() where Value == Bool { self.init(unfocused: false) }

  /// Focus state for several views, nil while none of them is focused.
  public init<T: Hashable>() where Value == T? { self.init(unfocused: nil) }

  /// The focused view's value; setting it moves the focus.
  public var wrappedValue: Value {
    get { projectedValue.wrappedValue }
    nonmutating set { projectedValue.wrappedValue = newValue }
  }

  /// A reference to a ``FocusState`` a child view reads and sets, as `@FocusState.Binding`.
  @propertyWrapper
  public struct Binding {
    let link: StateLink<Value>
    /// The value with no view focused: false or nil.
    let unfocused: Value

    /// The focused view's value; setting it stores the value and moves the graph's focus to or
    /// from the state.
    public var wrappedValue: Value {
      get { link.box.value }
      nonmutating set {
        let box = link.box
        let unfocused = unfocused
        box.set(newValue, transaction: Transaction.current)
        box.owner?.graph.focusChanged(in: box, isFocused: newValue != unfocused) { [box] in
          box.set(unfocused, transaction: Transaction.current)
        }
      }
    }

    /// The binding itself, to pass on.
    public var projectedValue: Binding { self }

    /// Focuses the view of `value`: a tap on a text field inside ``View/focused(_:equals:)``.
    func focus(_ value: Value) { wrappedValue = value }
  }
}

extension FocusState: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int) {
    projectedValue.link.bind(to: node, slot: &slot)
  }
}
