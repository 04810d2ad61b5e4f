/// iOS 17's fade as a ``Transition``: `.transition(.opacity)` where the type is
/// `some Transition`.
public struct OpacityTransition: Transition, Sendable {
  /// A fade.
  public init() {}
  /// Transparent outside ``TransitionPhase/identity``.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

extension OpacityTransition: ErasedTransition {
  var erased: AnyTransition { .opacity }
}

extension Transition where Self == OpacityTransition {
  /// A fade (Apple, "opacity").
  public static var opacity: OpacityTransition { OpacityTransition() }
}
