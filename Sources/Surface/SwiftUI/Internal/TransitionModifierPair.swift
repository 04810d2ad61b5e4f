/// An app's modifier in a transition's two states (`AnyTransition.modifier(active:identity:)`), or
/// an app's ``Transition`` in its phases, applied around the transitioning view.
///
/// A class so that one pair is known by identity when a transition's two sides share it.
final class TransitionModifierPair: @unchecked Sendable {
  // Unchecked: the modifier values are the app's, applied only on the main actor's views.
  private let wrap: (any View, TransitionPhase) -> any View

  init<E: ViewModifier>(active: E, identity: E) {
    wrap = { content, phase in
      func apply<V: View>(_ view: V) -> any View {
        view.modifier(phase.isIdentity ? identity : active)
      }
      return apply(content)
    }
  }

  init<T: Transition>(_ transition: T) {
    wrap = { content, phase in
      func apply<V: View>(_ view: V) -> any View {
        view.modifier(TransitionBodyModifier(transition: transition, phase: phase))
      }
      return apply(content)
    }
  }

  /// `content` with the modifier in `phase` (an `active`/`identity` pair is active in either
  /// phase other than identity).
  func apply(to content: any View, phase: TransitionPhase) -> any View { wrap(content, phase) }
}

/// A ``Transition``'s body in one phase, as a modifier.
nonisolated struct TransitionBodyModifier<T: Transition>: ViewModifier {
  let transition: T
  let phase: TransitionPhase
  func body(content: Content) -> T.Body {
    transition.body(content: PlaceholderContentView(content: content), phase: phase)
  }
}
