/// Display settings a screen asks of its bars, scroll views and accessibility features, which
/// the surface keeps but does not draw: each returns the view unchanged in layout,
/// hit-testing and haptics.
nonisolated extension View {
  /// Shows or hides the background of `bars`, iOS 18's name for ``toolbarBackground(_:for:)``
  /// (inert: no bar is drawn).
  public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  { self }
  /// Shows or hides the background of the scroll views inside (a list's, a form's, a text
  /// editor's) (inert).
  public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
  /// Shows the view in the large content viewer when a long press asks for it (inert: no
  /// accessibility text size is set).
  public func accessibilityShowsLargeContentViewer() -> some View { self }
  /// Shows `largeContentView` in the large content viewer (inert).
  public func accessibilityShowsLargeContentViewer<V: View>(
    @ViewBuilder _ largeContentView: () -> V
  ) -> some View { self }
}
