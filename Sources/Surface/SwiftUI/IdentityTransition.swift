/// iOS 17's no-change transition as a ``Transition``: the view simply appears or leaves.
public struct IdentityTransition: Transition, Sendable {
  /// No change.
  public init() {}
  /// The content as it is, in every phase.
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension IdentityTransition: ErasedTransition {
  var erased: AnyTransition { .identity }
}

extension Transition where Self == IdentityTransition {
  /// No change: the view simply appears or leaves.
  public static var identity: IdentityTransition { IdentityTransition() }
}
