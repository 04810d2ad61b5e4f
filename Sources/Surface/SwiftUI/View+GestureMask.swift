/// The gesture modifiers with a mask: without `.gesture` in the mask the added gesture
/// recognizes nothing (as `isEnabled: false`). The views inside keep their gestures whatever the
/// mask (ours: SwiftUI turns them off without `.subviews`).
nonisolated extension View {
  /// Recognizes `gesture` on this view when `mask` includes `.gesture`.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some View {
    modifier(
      GestureModifier(gesture: gesture, priority: .normal, isEnabled: mask.contains(.gesture)))
  }

  /// Recognizes `gesture` with the gestures inside when `mask` includes `.gesture`.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask)
    -> some View
  {
    modifier(
      GestureModifier(
        gesture: gesture, priority: .simultaneous, isEnabled: mask.contains(.gesture)))
  }

  /// Recognizes `gesture` before the gestures inside when `mask` includes `.gesture`.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask)
    -> some View
  {
    modifier(
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
}
