/// iOS 17's pair of transitions: ``insertion`` as the view comes in, ``removal`` as it goes out.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
  /// The transition the view comes in with.
  public var insertion: Insertion
  /// The transition the view goes out with.
  public var removal: Removal
  /// `insertion` in and `removal` out.
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }
  /// The insertion's body before appearing and at identity, the removal's after disappearing.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    if phase == .didDisappear {
      removal.body(content: PlaceholderContentView(content: content), phase: phase)
    } else {
      insertion.body(content: PlaceholderContentView(content: content), phase: phase)
    }
  }
}

extension AsymmetricTransition: ErasedTransition {
  var erased: AnyTransition {
    .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal))
  }
}

extension Transition {
  /// `insertion` in and `removal` out.
  public static func asymmetric<Insertion, Removal>(
    insertion: Insertion, removal: Removal
  ) -> Self where Self == AsymmetricTransition<Insertion, Removal> {
    AsymmetricTransition(insertion: insertion, removal: removal)
  }
}
