nonisolated extension View {
  /// Sets how the `NavigationSplitView`s inside share their width between their columns.
  ///
  /// Inert on iPhone: a collapsed split view shows one column at a time, in the whole width.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    self
  }

  /// Sets the width of the split view column this view is the root of.
  ///
  /// Inert on iPhone: a collapsed split view shows each column in the whole width.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

  /// Sets the least, ideal and greatest widths of the split view column this view is the root
  /// of.
  ///
  /// Inert on iPhone: a collapsed split view shows each column in the whole width.
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View { self }
}
