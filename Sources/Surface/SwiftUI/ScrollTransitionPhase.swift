/// Where a view with a scroll transition is, relative to its scroll view's visible region.
///
/// A view approaching the visible region is in ``topLeading`` or ``bottomTrailing`` (the edge it
/// approaches) and moves to ``identity`` as it comes into view. An `interactive` transition draws
/// the effects in between, in proportion to how far the view has come.
public enum ScrollTransitionPhase: Hashable, Sendable, CaseIterable {
  /// Before the top edge of a vertical scroll view, or the leading edge of a horizontal one.
  case topLeading
  /// In the visible region.
  case identity
  /// Past the bottom edge of a vertical scroll view, or the trailing edge of a horizontal one.
  case bottomTrailing

  /// Whether the phase is ``identity``.
  public var isIdentity: Bool { self == .identity }

  /// −1 in ``topLeading``, 0 in ``identity``, 1 in ``bottomTrailing``: a factor to scale effects
  /// by.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}
