/// A button that turns the environment's edit mode on and off, titled "Edit" or "Done".
///
/// It changes ``EnvironmentValues/editMode`` where the app provides one
/// (`environment(\.editMode, $mode)`); without one it does nothing (ours: a list's edit mode is
/// not modelled).
nonisolated public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// An edit button.
  public init() {}

  /// "Edit", or "Done" while editing; a tap toggles the mode, animated.
  public var body: some View {
    let mode = editMode
    Button(mode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
      guard let mode else { return }
      withAnimation { mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active }
    }
  }
}
