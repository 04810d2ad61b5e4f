/// iOS 17's move as a ``Transition``: in from ``edge`` and out towards it, by the view's own
/// width or height.
public struct MoveTransition: Transition, Sendable {
  /// The edge the view moves from and to.
  public var edge: Edge
  /// A move towards `edge`.
  public init(edge: Edge) { self.edge = edge }
  /// Beyond ``edge`` outside ``TransitionPhase/identity``.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.movedBeyond(phase.isIdentity ? nil : edge)
  }
}

extension MoveTransition: ErasedTransition {
  var erased: AnyTransition { .move(edge: edge) }
}

extension Transition where Self == MoveTransition {
  /// A move "towards the specified edge of the view" (Apple, "move(edge:)").
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

nonisolated extension View {
  /// The view moved by its own width or height beyond `edge`, or where it is for nil: the
  /// body of the built-in moving transitions.
  func movedBeyond(_ edge: Edge?) -> some View {
    visualEffect { content, proxy in
      let size = proxy.size
      let offset: CGSize
      switch edge {
      case nil: offset = .zero
      case .top?: offset = CGSize(width: 0, height: -size.height)
      case .bottom?: offset = CGSize(width: 0, height: size.height)
      case .leading?: offset = CGSize(width: -size.width, height: 0)
      case .trailing?: offset = CGSize(width: size.width, height: 0)
      }
      return content.offset(offset)
    }
  }
}
