/// A button that shows a menu of `content` (iOS 14): here its label, laid out and hit as the
/// label; the menu is never shown, so a tap on it does nothing (inert: no menu headless).
nonisolated public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A menu of `content` behind `label` (the menu is not shown).
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// The label, as the menu's button shows it.
  public var body: Label { label }
}

extension Menu where Label == Text {
  /// A menu of `content` behind the title `title` (the menu is not shown).
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(String(title)) }
  }
}
