/// What a compositional layout's `prepare()` tells the collection view about one section that
/// scrolls across the layout's scroll axis: where its band lies and how it settles.
struct CompositionalOrthogonalBand {
  var section: Int
  var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  /// The band in the collection view's content coordinates: the section's groups (with its
  /// content insets) along the scroll axis, the collection view's full size across it.
  var frame: CGRect
  /// The band's content across the scroll axis: the container's leading inset, the section's
  /// leading inset, its groups, its trailing inset and the container's.
  var contentLength: CGFloat
  /// Where each group starts across the scroll axis, in the band's content coordinates (the
  /// cells' coordinates before the band scrolls).
  var groupStarts: [CGFloat]
  /// Each group's length across the scroll axis.
  var groupLength: CGFloat
  /// Whether the layout scrolls horizontally (so the band scrolls vertically).
  var layoutIsHorizontal: Bool
}
