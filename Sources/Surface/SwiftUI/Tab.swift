/// One tab of a `TabView` (iOS 18): its content, tagged with its value.
///
/// The tab view's selection chooses it as it chooses a view tagged with `tag(_:)`. The tab's
/// label is not drawn; a tap in its slot of the tab bar selects it.
///
/// ```swift
/// import SwiftUI
///
/// struct Home: View {
///   @State private var tab = 0
///   var body: some View {
///     TabView(selection: $tab) {
///       Tab("Feed", systemImage: "list.bullet", value: 0) { Text("Feed") }
///       Tab("Profile", systemImage: "person", value: 1) { Text("Profile") }
///     }
///   }
/// }
/// ```
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let content: Content
  let label: Label

  /// A tab of `content` chosen by `value`, with `label` (not drawn).
  public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.content = content()
    self.label = label()
  }

  /// The content, tagged with the tab's value when it has one.
  @ViewBuilder public var body: some View {
    if let value { content.tag(value) } else { content }
  }
}

extension Tab where Label == EmptyView {
  /// A tab of `content` chosen by `value`, with no label.
  public init(value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) { EmptyView() }
  }
}

extension Tab where Label == DefaultTabLabel {
  /// A tab of `content` chosen by `value`, titled `title` with a symbol (not drawn).
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) { DefaultTabLabel(title: String(title)) }
  }

  /// A tab of `content` chosen by `value`, titled `titleKey` with a symbol (not drawn).
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) { DefaultTabLabel(title: titleKey.resolved) }
  }
}

extension Tab where Value == Int, Label == DefaultTabLabel {
  /// A tab of `content` titled `title` with a symbol, in a tab view with no selection.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.value = nil
    self.content = content()
    self.label = DefaultTabLabel(title: String(title))
  }
}

/// The label a titled ``Tab`` shows in the tab bar (inert: no tab bar is drawn).
nonisolated public struct DefaultTabLabel: View {
  let title: String
  /// Its title, as a text (not shown).
  public var body: some View { Text(title) }
}
