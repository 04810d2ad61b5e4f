nonisolated extension View {
  /// The heights the sheet this view is presented in rests at.
  ///
  /// It rests at the smallest (UIKit's `selectedDetentIdentifier`: "nil, which displays the
  /// sheet at the smallest detent"). Outside a sheet it does nothing.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(SheetSettingModifier { $0.setDetents(detents, selection: nil) })
  }

  /// The heights the sheet rests at, resting at `selection` when it is one of them.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    modifier(SheetSettingModifier { $0.setDetents(detents, selection: selection) })
  }

  /// Whether the views behind the sheet take touches.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  {
    modifier(SheetSettingModifier { $0.backgroundInteraction = interaction })
  }

  /// Whether a tap above the sheet dismisses it (`true`: it does not).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(SheetSettingModifier { $0.isDismissDisabled = isDisabled })
  }

  /// Whether the sheet shows its grabber (inert: nothing is drawn headless).
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

  /// The sheet's corner radius (inert).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

  /// The sheet's background (inert, as styles are).
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

  /// The sheet's background view (inert).
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { self }

  /// Whether a swipe resizes the sheet or scrolls its content (inert, as
  /// ``PresentationContentInteraction``).
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View
  { self }
}
