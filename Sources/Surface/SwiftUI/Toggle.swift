/// A switch bound to a Boolean: its label, then a `UISwitch` at the trailing edge, as on iOS.
///
/// The switch is UIKit's, so its touch handling is too: a tap toggles it and writes the
/// binding.
///
/// ```swift
/// import SwiftUI
///
/// struct Settings: View {
///   @State private var haptics = true
///   var body: some View {
///     Toggle("Haptics", isOn: $haptics)
///   }
/// }
/// ```
nonisolated public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// A switch bound to `isOn`, labelled by `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// The label, a spacer and the switch in a row.
  public var body: some View {
    HStack {
      label
      Spacer()
      SwitchControl(isOn: isOn)
    }
  }
}

extension Toggle where Label == Text {
  /// A switch bound to `isOn`, labelled `title`.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(String(title)) }
  }
}
