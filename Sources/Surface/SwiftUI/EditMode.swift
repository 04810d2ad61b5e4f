/// Whether the views inside are being edited, `EnvironmentValues.editMode` (a list's delete
/// and move controls are not modelled: the mode is state the app reads and sets).
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Changing to editing (inert as a stage: set by the app only).
  case transient
  /// Editing.
  case active

  /// Whether the mode is `active` or `transient`.
  public var isEditing: Bool { self != .inactive }
}

private enum EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the views inside, when a container or the app provides one
  /// (`environment(\.editMode, $mode)`); nil otherwise, as outside a `NavigationStack` on iOS.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}
