/// A header or footer of a section (or of the whole layout): a supplementary view on one of its
/// edges, optionally pinned to the visible bounds while the section scrolls.
///
/// With `.top` (scrolling vertically) it comes before the section's items, with `.bottom` after
/// them; the section's `contentInsets.top` lies between a header and the items (as UIKit lays it
/// out). Across the scroll axis it follows the section's content insets when the section's
/// ``NSCollectionLayoutSection/supplementariesFollowContentInsets`` is `true`.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// The edge or corner the item sits on.
  public let alignment: NSRectAlignment
  /// The offset from that edge, in points.
  public let offset: CGPoint
  /// Whether the item stays in the visible bounds while its section is on screen; `false` by
  /// default.
  open var pinToVisibleBounds = false
  /// Whether the item adds its extent to the section (else it overlaps the items); `true` by
  /// default.
  open var extendsBoundary = true

  /// A boundary item of `layoutSize` and `elementKind` at `alignment`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }

  /// A boundary item of `layoutSize` and `elementKind` at `alignment`, moved by
  /// `absoluteOffset` points.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(
      size: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: .top), itemAnchor: nil)
  }
}
