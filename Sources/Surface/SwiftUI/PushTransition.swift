/// iOS 17's push as a ``Transition``: in from ``edge``, fading in, and out towards the opposite
/// edge, fading out.
public struct PushTransition: Transition, Sendable {
  /// The edge the view comes in from.
  public var edge: Edge
  /// A push in from `edge`.
  public init(edge: Edge) { self.edge = edge }
  /// Beyond ``edge`` and transparent before appearing; beyond the opposite edge and transparent
  /// after disappearing.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    let beyond: Edge? =
      switch phase {
      case .willAppear: edge
      case .identity: nil
      case .didDisappear: edge.opposite
      }
    return content.movedBeyond(beyond).opacity(phase.isIdentity ? 1 : 0)
  }
}

extension PushTransition: ErasedTransition {
  var erased: AnyTransition { .push(from: edge) }
}

extension Transition where Self == PushTransition {
  /// A push in from `edge` and out "towards the opposite edge" (Apple, "push(from:)").
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
