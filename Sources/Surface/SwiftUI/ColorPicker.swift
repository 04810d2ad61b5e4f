/// A control that picks a colour: its label, then a colour well at the trailing edge, in a row,
/// as iOS lays it out (iOS 14).
///
/// Inert: a tap on the well reaches the picker (not the views behind it) and changes nothing,
/// since there is no colour panel headless, so the binding is never written. The well is a
/// circle 28 pt across, centred vertically in the row.
///
/// ```swift
/// import SwiftUI
///
/// struct Theme: View {
///   @State private var accent = Color.orange
///   var body: some View {
///     ColorPicker("Accent", selection: $accent, supportsOpacity: false)
///   }
/// }
/// ```
nonisolated public struct ColorPicker<Label: View>: View {
  let label: Label

  /// A picker of the colour `selection`, labelled by `label` (inert: `selection` is never
  /// written).
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }
  /// A picker of the Core Graphics colour `selection`, labelled by `label` (inert: `selection`
  /// is never written).
  public init(
    selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// The label, a spacer and the well, in a row.
  public var body: some View {
    HStack {
      label
      Spacer()
      ColorWell()
    }
  }
}

extension ColorPicker where Label == Text {
  /// A picker of `selection`, labelled by the localized `titleKey` (inert: never written).
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
  /// A picker of `selection`, labelled `title` (inert: never written).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
  /// A picker of the Core Graphics colour `selection`, labelled by the localized `titleKey`
  /// (inert: never written).
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
  /// A picker of the Core Graphics colour `selection`, labelled `title` (inert: never
  /// written).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
