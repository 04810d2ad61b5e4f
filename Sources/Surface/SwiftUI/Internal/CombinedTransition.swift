/// Two ``Transition``s at once, as `first.combined(with: second)` makes them: both sides'
/// effects, applied together.
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  let first: First
  let second: Second

  func body(content: Content, phase: TransitionPhase) -> some View {
    second.body(
      content: PlaceholderContentView(
        content: first.body(content: PlaceholderContentView(content: content), phase: phase)),
      phase: phase)
  }
}

extension CombinedTransition: ErasedTransition {
  var erased: AnyTransition { AnyTransition(first).combined(with: AnyTransition(second)) }
}
