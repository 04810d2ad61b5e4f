nonisolated extension View {
  /// Hides the labels of the controls inside: a toggle is its switch, a stepper its buttons, a
  /// date picker and a `LabeledContent` their value, each alone, as SwiftUI shows them (the
  /// label stays for accessibility, inert headless).
  public func labelsHidden() -> some View { environment(\.areLabelsHidden, true) }

  /// Shows or hides the labels of the controls inside (iOS 18): `.hidden` is
  /// ``labelsHidden()``; `.visible` and `.automatic` show them.
  public func labelsVisibility(_ visibility: Visibility) -> some View {
    environment(\.labelsVisibility, visibility)
  }
}

extension EnvironmentValues {
  /// Whether the controls inside show their labels (iOS 18): `.hidden` under
  /// ``View/labelsHidden()``, else `.automatic`.
  public var labelsVisibility: Visibility {
    get { areLabelsHidden ? .hidden : .automatic }
    set { areLabelsHidden = newValue == .hidden }
  }
}
