/// Alerts: a `UIAlertController` presented from the view's controller while the binding wants
/// it.
///
/// The alert takes every touch while it is shown. Its buttons are the `Button`s of `actions`
/// (their roles are the actions' styles; other views are left out), "OK" when there are none.
/// A tap on one (where iOS puts it: ``UIAlertController``) sets the binding false, then runs
/// the button's action.
nonisolated extension View {
  /// Presents an alert titled `title` with the buttons of `actions` while `isPresented` is
  /// true.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alertModifier(isPresented, title.content, nil, actions())
  }

  /// Presents an alert titled `title` with the buttons of `actions` and `message`.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alertModifier(isPresented, title.content, plainText(message()), actions())
  }

  /// Presents an alert titled by the key `titleKey`.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alertModifier(isPresented, titleKey.resolved, nil, actions())
  }

  /// Presents an alert titled by the key `titleKey`, with `message`.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alertModifier(isPresented, titleKey.resolved, plainText(message()), actions())
  }

  /// Presents an alert titled `title`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alertModifier(isPresented, String(title), nil, actions())
  }

  /// Presents an alert titled `title`, with `message`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alertModifier(isPresented, String(title), plainText(message()), actions())
  }

  /// Presents an alert about `data` while `isPresented` is true and `data` is not nil.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let shown = data.map { actions($0) }
    return alertModifier(
      presented(isPresented, when: data != nil), titleKey.resolved, nil, shown)
  }

  /// Presents an alert about `data`, with a message about it.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let shown = data.map { actions($0) }
    return alertModifier(
      presented(isPresented, when: data != nil), titleKey.resolved,
      data.flatMap { plainText(message($0)) }, shown)
  }

  /// Presents an iOS 13 ``Alert`` while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return modifier(
      AlertModifier(
        isPresented, title: alert.title, message: alert.message, style: .alert,
        buttons: { alert.buttons.map(\.spec) }))
  }

  /// Presents the iOS 13 ``Alert`` for `item` while it is not nil.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    let alert = item.wrappedValue.map(content)
    return modifier(
      AlertModifier(
        item, title: alert?.title, message: alert?.message, style: .alert,
        buttons: { alert?.buttons.map(\.spec) ?? [] }))
  }

  /// The alert modifier of `actions`' buttons.
  func alertModifier(
    _ isPresented: Binding<Bool>, _ title: String?, _ message: String?, _ actions: some View,
    style: UIAlertController.Style = .alert
  ) -> some View {
    let buttons = AlertButtonSpec.buttons(in: actions)
    return modifier(
      AlertModifier(
        isPresented, title: title, message: message, style: style, buttons: { buttons }))
  }

  /// The text of a message view; nil for a view that shows none.
  func plainText(_ view: some View) -> String? {
    (view as? any PlainTextContent)?.plainText
  }

  /// `isPresented`, read as false while `condition` is not met.
  func presented(_ isPresented: Binding<Bool>, when condition: Bool) -> Binding<Bool> {
    Binding(
      get: { condition && isPresented.wrappedValue },
      set: { isPresented.wrappedValue = $0 })
  }
}
