/// System gestures, scroll indicators, button repeats and geometry groups a screen asks for,
/// which the surface keeps but does not act on: each returns the view unchanged in layout,
/// hit-testing and haptics.
nonisolated extension View {
  /// Hides the status bar, iOS 13's form of `statusBarHidden(_:)` (inert: the safe area stays).
  public func statusBar(hidden: Bool) -> some View { self }
  /// Flashes the scroll indicators when `value` changes (inert: no indicator is drawn).
  public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> some View { self }
  /// Flashes the scroll indicators when the scroll view appears (inert).
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }
  /// Animates the view's geometry as one group (inert: the views inside animate as they would
  /// without it).
  public func geometryGroup() -> some View { self }
  /// Asks the system's edge gestures to wait for a second swipe on `edges` (inert: a replay
  /// has no system gestures).
  public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
  /// Whether a button held down repeats its action (inert: a held button acts once, on
  /// release).
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
}
