/// The gesture modifiers with a mask: without `.gesture` in the mask the added gesture
/// recognizes nothing (as `isEnabled: false`); without `.subviews` the gestures of the views
/// inside (their taps, drags, long presses and buttons) recognize nothing. A scroll view inside
/// still scrolls (ours: its pan is UIKit's).
nonisolated extension View {
  /// Recognizes `gesture` on this view when `mask` includes `.gesture`.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some View {
    masking(mask).modifier(
      GestureModifier(gesture: gesture, priority: .normal, isEnabled: mask.contains(.gesture)))
  }

  /// Recognizes `gesture` with the gestures inside when `mask` includes `.gesture`.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask)
    -> some View
  {
    masking(mask).modifier(
      GestureModifier(
        gesture: gesture, priority: .simultaneous, isEnabled: mask.contains(.gesture)))
  }

  /// Recognizes `gesture` before the gestures inside when `mask` includes `.gesture`.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask)
    -> some View
  {
    masking(mask).modifier(
      GestureModifier(gesture: gesture, priority: .high, isEnabled: mask.contains(.gesture)))
  }

  /// Recognizes `gesture` with the gestures inside while `isEnabled` (iOS 18).
  public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
    modifier(GestureModifier(gesture: gesture, priority: .simultaneous, isEnabled: isEnabled))
  }

  /// Recognizes `gesture` before the gestures inside while `isEnabled` (iOS 18).
  public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
    modifier(GestureModifier(gesture: gesture, priority: .high, isEnabled: isEnabled))
  }

  /// This view with its gestures turned off when `mask` leaves out `.subviews`.
  private func masking(_ mask: GestureMask) -> some View {
    modifier(
      EnvironmentWritingModifier { values in
        if !mask.contains(.subviews) { values.gesturesMaskedOff = true }
      })
  }
}

private enum GesturesMaskedOffKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether a gesture modifier around turned off the gestures here (a mask without
  /// `.subviews`).
  var gesturesMaskedOff: Bool {
    get { self[GesturesMaskedOffKey.self] }
    set { self[GesturesMaskedOffKey.self] = newValue }
  }
}
