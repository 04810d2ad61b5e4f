/// A label that shows or hides its content: a tap on the label row toggles it, animated, as on
/// iOS; the content is below the label while it is expanded.
///
/// The row is the label, a spacer and a chevron (an inert symbol); the content is not indented
/// (ours: outside a list iOS indents it by its own style).
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var ownExpansion = false

  /// A group whose expansion is bound to `isExpanded`.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.isExpanded = isExpanded
    self.content = content()
    self.label = label()
  }

  /// A group that keeps its own expansion, collapsed at first.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    isExpanded = nil
    self.content = content()
    self.label = label()
  }

  /// The label row, then the content while expanded.
  public var body: some View {
    let expansion = isExpanded ?? $ownExpansion
    VStack(alignment: .leading, spacing: 0) {
      Button {
        withAnimation { expansion.wrappedValue.toggle() }
      } label: {
        HStack {
          label
          Spacer()
          Image(systemName: "chevron.right")
        }
      }
      if expansion.wrappedValue { content }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `title`, keeping its own expansion.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A group titled `title` whose expansion is bound to `isExpanded`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }

  /// A group titled by the key `titleKey`, keeping its own expansion.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled by the key `titleKey` whose expansion is bound to `isExpanded`.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}
