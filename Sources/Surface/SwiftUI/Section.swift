/// A group of rows with a header and a footer: in a `List`, a section of the list's style;
/// elsewhere its header, content and footer stacked vertically.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section of `content` under `header` and over `footer`.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// A section of `content` under `header` and over `footer` (iOS 13's form).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of `content` with no header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section of `content` under the title `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(String(title)), footer: EmptyView(), content: content)
  }
}

extension Section where Footer == EmptyView {
  /// A section of `content` under `header`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), footer: EmptyView(), content: content)
  }

  /// A section of `content` under `header` (iOS 13's form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  /// A section of `content` over `footer`, with no header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), footer: footer(), content: content)
  }

  /// A section of `content` over `footer`, with no header (iOS 13's form).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

extension Section where Parent == Text {
  /// A section of `content` under the title `title` and over `footer` (iOS 15).
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: Text(String(title)), footer: footer(), content: content)
  }
}

extension Section: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .view
    node.layout = ListSectionLayout()
    node.updateChild(key: 0, with: header)
    node.updateChild(key: 1, with: content)
    node.updateChild(key: 2, with: footer)
  }
}

extension Section: SectionListing {
  func configuration(path: [ChildKey], containerValues: ContainerValues) -> SectionConfiguration {
    // Keys as the section's own children: header 0, content 1, footer 2.
    SectionConfiguration(
      id: SectionConfiguration.ID(path: path), header: SubviewsCollection(header, path: path + [0]),
      content: SubviewsCollection(content, path: path + [1]),
      footer: SubviewsCollection(footer, path: path + [2]), containerValues: containerValues)
  }
}
