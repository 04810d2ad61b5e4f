nonisolated extension View {
  /// The gesture a ``Button`` recognizes, on any view: `pressing` is called with `true` when a
  /// touch presses the view and `false` when the press ends; `perform` runs when the touch lifts
  /// within the view's bounds grown by 70 pt, as a button's action does.
  ///
  /// SwiftUI's own underscored API, used by libraries that make button-like rows (swipe actions)
  /// without a `Button`.
  public func _onButtonGesture(
    pressing: ((Bool) -> Void)? = nil, perform: @escaping () -> Void
  ) -> some View {
    gesture(ButtonActionGesture().onEnded { perform() })
      .modifier(ButtonPressModifier(isTracking: pressing != nil) { pressing?($0) })
  }
}
