/// A control's label, a spacer and the control in a row; the control alone where
/// ``View/labelsHidden()`` hides the labels, as SwiftUI lays such a control out.
nonisolated struct LabelledRow<Label: View, Control: View>: View {
  let label: Label
  let control: Control
  @Environment(\.areLabelsHidden) private var areLabelsHidden

  var body: some View {
    if areLabelsHidden {
      control
    } else {
      HStack {
        label
        Spacer()
        control
      }
    }
  }
}

private enum LabelsHiddenKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether `labelsHidden()` hid the labels of the controls inside.
  var areLabelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}
