nonisolated extension View {
  /// Ties the focus of the text fields inside to `condition`: a tap on one sets it true, and
  /// setting it false takes the focus away (``FocusState``).
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    environment(\.focusRequest, FocusRequest { condition.focus(true) })
  }

  /// Ties the focus of the text fields inside to `binding`: a tap on one sets it to `value`
  /// (``FocusState``).
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    environment(\.focusRequest, FocusRequest { binding.focus(value) })
  }

  /// Whether the view can take the focus of a hardware keyboard (iOS 17; inert: only text fields
  /// take the focus here, on a tap).
  public func focusable(_ isFocusable: Bool = true) -> some View { self }
}

/// What a tap on a text field inside a `focused` view runs: it focuses the field's view.
struct FocusRequest {
  let focus: () -> Void
}

private enum FocusRequestKey: EnvironmentKey {
  static var defaultValue: FocusRequest? { nil }
}

extension EnvironmentValues {
  /// The focus a text field inside takes on a tap, set by `focused(_:)`.
  var focusRequest: FocusRequest? {
    get { self[FocusRequestKey.self] }
    set { self[FocusRequestKey.self] = newValue }
  }
}

/// A text field's tap: it takes the focus of the `focused` view it is in, if any.
nonisolated struct FocusOnTap: ViewModifier {
  @Environment(\.focusRequest) private var focusRequest

  func body(content: Content) -> some View {
    if let focusRequest {
      content.onTapGesture { focusRequest.focus() }
    } else {
      content
    }
  }
}
