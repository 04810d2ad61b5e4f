nonisolated extension View {
  /// Buttons revealed by swiping a list row from `edge` (inert: a row is not swiped open
  /// headless, so the buttons are never shown or hit; a full swipe does not run the first).
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View { self }
}
