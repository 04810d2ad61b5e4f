/// Content with its label above it, inset in a box: 16 pt on every side and 8 pt under the
/// label (ours: Apple states neither); the box's background is not drawn.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// `content` in a box labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// The label above the content, inset.
  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      label
      content
    }
    .padding(16)
  }
}

extension GroupBox where Label == EmptyView {
  /// `content` in a box with no label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// `content` in a box titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// `content` in a box titled by the key `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}
