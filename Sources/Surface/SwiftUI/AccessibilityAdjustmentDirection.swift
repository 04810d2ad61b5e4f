/// Which way VoiceOver adjusts an adjustable element: up (increment) or down (decrement)
/// (inert: no VoiceOver headless).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// A swipe up.
  case increment
  /// A swipe down.
  case decrement
}
