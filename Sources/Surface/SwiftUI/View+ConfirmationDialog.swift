/// Confirmation dialogs: a `UIAlertController` in the action sheet style, presented as an
/// alert is (``View/alert(_:isPresented:actions:)``), with "Cancel" added when no button has
/// the cancel role, as iOS adds its dismiss action.
///
/// With `titleVisibility` `.automatic` (iOS's default for dialogs) or `.hidden` the title is not
/// shown; `.visible` shows it.
nonisolated extension View {
  /// Presents a dialog of `actions`' buttons while `isPresented` is true.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    alertModifier(
      isPresented, titleVisibility == .visible ? titleKey.resolved : nil, nil, actions(),
      style: .actionSheet)
  }

  /// Presents a dialog of `actions`' buttons with `message`.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alertModifier(
      isPresented, titleVisibility == .visible ? titleKey.resolved : nil, plainText(message()),
      actions(), style: .actionSheet)
  }

  /// Presents a dialog titled `title`.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    alertModifier(
      isPresented, titleVisibility == .visible ? String(title) : nil, nil, actions(),
      style: .actionSheet)
  }

  /// Presents a dialog titled `title`, with `message`.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alertModifier(
      isPresented, titleVisibility == .visible ? String(title) : nil, plainText(message()),
      actions(), style: .actionSheet)
  }
}
