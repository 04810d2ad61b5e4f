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
  let link: StateLink<Value>
  /// The value with no view focused: false or nil.
  let unfocused: Value

  init(unfocused: Value) {
    link = StateLink(StateBox(unfocused))
    self.unfocused = unfocused
  }

  /// Focus state for one view, false while it is not focused.
  public init() where Value == Bool { self.init(unfocused: false) }

  /// Focus state for several views, nil while none of them is focused.
  public init<T: Hashable>() where Value == T? { self.init(unfocused: nil) }

  /// The focused view's value; setting it moves the focus.
  public var wrappedValue: Value {
    get { link.box.value }
    nonmutating set { Self.set(newValue, in: link, unfocused: unfocused) }
  }

  /// The state, for ``View/focused(_:equals:)`` and for child views (`@FocusState.Binding`).
  public var projectedValue: Binding {
    Binding(link: link, unfocused: unfocused)
  }

  /// Stores `value` and moves the graph's focus to or from the state.
  static func set(_ value: Value, in link: StateLink<Value>, unfocused: Value) {
    let box = link.box
    box.set(value, transaction: Transaction.current)
    box.owner?.graph.focusChanged(in: box, isFocused: value != unfocused) { [box] in
      box.set(unfocused, transaction: Transaction.current)
    }
  }

  /// A reference to a ``FocusState`` a child view reads and sets, as `@FocusState.Binding`.
  @propertyWrapper
  public struct Binding {
    let link: StateLink<Value>
    let unfocused: Value

    /// The focused view's value; setting it moves the focus.
    public var wrappedValue: Value {
      get { link.box.value }
      nonmutating set { FocusState.set(newValue, in: link, unfocused: unfocused) }
    }

    /// The binding itself, to pass on.
    public var projectedValue: Binding { self }

    /// Focuses the view of `value`: a tap on a text field inside ``View/focused(_:equals:)``.
    func focus(_ value: Value) { wrappedValue = value }
  }
}

extension FocusState: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int) { link.bind(to: node, slot: &slot) }
}
