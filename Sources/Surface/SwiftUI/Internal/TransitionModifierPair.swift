/// An app's modifier in a transition's two states (`AnyTransition.modifier(active:identity:)`),
/// applied around the transitioning view.
///
/// A class so that one pair is known by identity when a transition's two sides share it.
final class TransitionModifierPair: @unchecked Sendable {
  // Unchecked: the modifier values are the app's, applied only on the main actor's views.
  private let wrap: (any View, Bool) -> any View

  init<E: ViewModifier>(active: E, identity: E) {
    wrap = { content, isActive in
      func apply<V: View>(_ view: V) -> any View { view.modifier(isActive ? active : identity) }
      return apply(content)
    }
  }

  /// `content` with the modifier in its active state or its identity state.
  func apply(to content: any View, active: Bool) -> any View { wrap(content, active) }
}
