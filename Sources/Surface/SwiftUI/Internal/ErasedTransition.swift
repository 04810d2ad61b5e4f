/// A ``Transition`` that is one of SwiftUI's own (or made of them): erased, it is the
/// ``AnyTransition`` of the same name, drawn by the transition effects rather than through its
/// body, so `.transition(OpacityTransition())` and `.transition(AnyTransition.opacity)` are one.
protocol ErasedTransition {
  /// The transition as the built-in ``AnyTransition`` it names.
  var erased: AnyTransition { get }
}
