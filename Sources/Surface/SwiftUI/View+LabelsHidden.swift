nonisolated extension View {
  /// Hides the labels of the controls inside: a toggle is its switch, a stepper its buttons, a
  /// date picker and a `LabeledContent` their value, each alone, as SwiftUI shows them (the
  /// label stays for accessibility, inert headless).
  public func labelsHidden() -> some View { environment(\.areLabelsHidden, true) }
}
