/// A ``Transition`` with its own animation, as `transition.animation(_:)` makes it.
struct AnimatedTransition<Base: Transition>: Transition {
  let base: Base
  let animation: Animation?

  func body(content: Content, phase: TransitionPhase) -> some View {
    base.body(content: PlaceholderContentView(content: content), phase: phase)
  }
}

extension AnimatedTransition: ErasedTransition {
  var erased: AnyTransition { AnyTransition(base).animation(animation) }
}
