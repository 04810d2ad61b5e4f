/// How a section scrolls across the layout's scroll direction.
///
/// A section with a behavior other than ``none`` lays its groups out in one band across the
/// scroll direction; the collection view puts a scroll view over the band, driven by the same
/// engine as every scroll view, that moves the section's items and settles as the behavior
/// says. A release slower than 100 pt/s counts as no fling for the group-paging behaviors
/// (ours: UIKit documents no threshold).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
  /// The section does not scroll on its own; its groups follow the layout's scroll direction.
  case none = 0
  /// The section scrolls continuously across and decelerates freely.
  case continuous = 1
  /// The section scrolls across, decelerates, then comes to rest with the group nearest the
  /// natural stopping point at the leading edge (where the first group rests).
  case continuousGroupLeadingBoundary = 2
  /// The section pages by its visible width (the scroll view's `isPagingEnabled`).
  case paging = 3
  /// The section pages group by group: a fling comes to rest on the next group in its
  /// direction from where the finger touched down, a slow release on the nearest group at
  /// most one away (ours: Apple documents only "group by group").
  case groupPaging = 4
  /// As ``groupPaging``, with the group centred in the section's visible width; the scroll view
  /// is inset so the first and last groups can be centred too, and the first rests centred
  /// (ours).
  case groupPagingCentered = 5
}
