/// iOS 17's slide as a ``Transition``: in from the leading edge, out towards the trailing one.
public struct SlideTransition: Transition, Sendable {
  /// A slide.
  public init() {}
  /// Beyond the leading edge before appearing, beyond the trailing one after disappearing.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    let beyond: Edge? =
      switch phase {
      case .willAppear: .leading
      case .identity: nil
      case .didDisappear: .trailing
      }
    return content.movedBeyond(beyond)
  }
}

extension SlideTransition: ErasedTransition {
  var erased: AnyTransition { .slide }
}

extension Transition where Self == SlideTransition {
  /// A slide: "inserts by moving in from the leading edge, and removes by moving out towards
  /// the trailing edge" (Apple, "slide").
  public static var slide: SlideTransition { SlideTransition() }
}
