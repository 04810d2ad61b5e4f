/// A view that pushes a view onto the navigation stack it is in when tapped.
///
/// Outside a stack a tap does nothing.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let push: (NavigationContext) -> Void
  /// The value a value link pushes, which a list with a selection around chooses instead.
  var value: AnyHashable?
  /// The binding and destination of an iOS 13 link whose push follows a Boolean
  /// (`NavigationLink(destination:isActive:label:)` and the `tag:selection:` forms).
  var presented: (isActive: Binding<Bool>, destination: AnyView)?

  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationLink where Destination == Never {
  /// Pushes `value` onto the stack's path when tapped (nothing when nil); the stack's
  /// `navigationDestination(for:destination:)` for its type makes the view shown.
  ///
  /// In a `List(selection:)` whose selection is of `P`'s type, a tap chooses `value` in the
  /// list instead (and, in a `NavigationSplitView`'s column, pushes the next column).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.value = value.map { AnyHashable($0) }
    push = { context in
      if let value { context.push(value: AnyHashable(value)) }
    }
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  /// A link labelled `title` that pushes `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(String(title)) }
  }
}

extension NavigationLink {
  /// Pushes `destination` when tapped.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    let view = AnyView(destination())
    push = { context in context.push(view: view) }
  }

  /// Pushes `destination` when tapped (iOS 13's form).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link labelled `title` that pushes `destination`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(String(title)) }
  }
  /// A link labelled `title` that pushes `destination` (iOS 13's form).
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: { destination }) { Text(String(title)) }
  }
  /// A link labelled by the text `titleKey` stands for that pushes `destination`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link labelled by the text `titleKey` stands for that pushes `destination` (iOS 13's
  /// form).
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: { destination }) { Text(titleKey) }
  }
}

extension NavigationLink: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .list
    let context = node.environment.navigationContext
    let selection = node.environment.listSelection
    let push = push
    let value = value
    if let presented {
      // Keyed apart: a link keeps its form.
      node.updateChild(
        key: 1,
        with: ActiveLinkContent(
          label: label, isActive: presented.isActive, destination: presented.destination))
      return
    }
    node.updateChild(
      key: 0,
      with: Button(
        action: {
          if let value, let selection, selection.choose(value) { return }
          if let context { push(context) }
        }, label: { label }))
  }
}
