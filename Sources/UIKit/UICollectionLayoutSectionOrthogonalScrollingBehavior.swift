/// How a section scrolls across the layout's scroll direction.
///
/// Only ``none`` is modelled: a section with another behavior is laid out with its groups in one
/// band across the scroll direction, at rest (not scrollable), and reported once.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
  /// The section does not scroll on its own; its groups follow the layout's scroll direction.
  case none = 0
  /// The section scrolls continuously across.
  case continuous = 1
  /// The section scrolls across and comes to rest at the leading edge of a group.
  case continuousGroupLeadingBoundary = 2
  /// The section pages by its visible width.
  case paging = 3
  /// The section pages group by group.
  case groupPaging = 4
  /// The section pages group by group, each centred.
  case groupPagingCentered = 5
}
