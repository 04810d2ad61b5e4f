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
  @Environment(\.toggleStyle) private var style

  /// A switch bound to `isOn`, labelled by `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// The toggle in the app's style (`toggleStyle(_:)`), or the label, a spacer and the switch
  /// in a row.
  public var body: some View {
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn)
    if let style {
      style(configuration)
    } else {
      SwitchToggleStyle().makeBody(configuration: configuration)
    }
  }
}

extension Toggle where Label == Text {
  /// A switch bound to `isOn`, labelled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(String(title)) }
  }
  /// A switch bound to `isOn`, labelled by the localized `titleKey`.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
  /// A switch bound to `isOn`, labelled `title` with the symbol `systemImage`.
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}
