/// iOS 17's offset as a ``Transition``: in from ``offset`` and out to it.
public struct OffsetTransition: Transition, Sendable {
  /// The offset outside ``TransitionPhase/identity``.
  public var offset: CGSize
  /// An offset by `offset`.
  public init(_ offset: CGSize) { self.offset = offset }
  /// Moved by ``offset`` outside ``TransitionPhase/identity``.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : offset)
  }
}

extension OffsetTransition: ErasedTransition {
  var erased: AnyTransition { .offset(offset) }
}

extension Transition where Self == OffsetTransition {
  /// An offset by `offset`.
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
  /// An offset by `x` and `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}
