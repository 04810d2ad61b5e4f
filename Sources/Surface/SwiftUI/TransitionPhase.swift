/// Where a view is in its ``Transition``.
public enum TransitionPhase: Hashable, Sendable {
  /// About to be inserted: the look an insertion animates from.
  case willAppear
  /// In the hierarchy, at rest.
  case identity
  /// Being removed: the look a removal animates to.
  case didDisappear

  /// Whether the phase is ``identity``.
  public var isIdentity: Bool { self == .identity }

  /// −1 in ``willAppear``, 0 in ``identity``, 1 in ``didDisappear`` (Apple, "value").
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}
