/// What a primitive button style makes a button from: its label and its action.
public struct PrimitiveButtonStyleConfiguration {
  /// A button's label, as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }

  /// The button's label.
  public let label: Label
  let action: () -> Void

  init(label: Label, action: @escaping () -> Void) {
    self.label = label
    self.action = action
  }

  /// Runs the button's action (nothing while the button is disabled).
  public func trigger() { action() }
}
