/// Controls shown as a group (iOS 15): in a view's body, its views side by side, each as wide as
/// the others, the group as wide as offered; a tap on a button's share of the row runs it.
///
/// Each button's label is centred in its share, 7 pt of it above and below, and the shares touch
/// (ours: Apple states no metrics; the group's background and separators are not drawn). A label
/// is kept for the styles that show the group as a menu (inert here: every ``ControlGroupStyle``
/// lays the group out side by side).
///
/// ```swift
/// import SwiftUI
///
/// struct Formatting: View {
///   @State private var bold = false
///   var body: some View {
///     ControlGroup {
///       Button("Bold") { bold.toggle() }
///       Button("Italic") {}
///     }
///   }
/// }
/// ```
nonisolated public struct ControlGroup<Content: View>: View {
  /// The controls laid out in a row, made from the content as declared (its views split before
  /// they are wrapped).
  let row: AnyView

  /// A group of `content`'s controls.
  public init(@ViewBuilder content: () -> Content) {
    row = AnyView(ControlGroupRow(content: content()))
  }

  /// A group of `content`'s controls labelled by `label` (iOS 16; the label is inert: no menu
  /// shows it).
  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledControlGroupContent<C, L> {
    row = AnyView(ControlGroupRow(content: content()))
  }

  /// The controls side by side, in equal shares of the width offered.
  public var body: some View { row }
}

extension ControlGroup {
  /// A group of `content`'s controls titled by the key `titleKey` (the title is inert: not
  /// shown).
  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group of `content`'s controls titled `title` (the title is inert: not shown).
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }

  /// A group of `content`'s controls titled by the key `titleKey` with the symbol `systemImage`
  /// (both inert: not shown).
  public init<C: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) {
      Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }
  }
}
