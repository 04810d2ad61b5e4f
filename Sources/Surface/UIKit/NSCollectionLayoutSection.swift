/// Called before a section's visible items are displayed, with those items, the content offset
/// and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
  [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void

/// One section of a compositional layout: a group repeated until the section's items are laid
/// out, with insets, spacing between groups, headers and footers and a background.
///
/// Fractional sizes of the group are fractions of the section's container: the collection view's
/// size less its insets across the scroll direction (per
/// ``UICollectionViewCompositionalLayoutConfiguration/contentInsetsReference``), less the
/// section's ``contentInsets``.
open class NSCollectionLayoutSection: NSObject {
  /// The group the section repeats.
  public let group: NSCollectionLayoutGroup
  /// Insets around the section's groups; zero by default.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Spacing between the section's groups, in points; 0 by default.
  open var interGroupSpacing: CGFloat = 0
  /// How the section scrolls across the layout's scroll direction; `.none` by default (see
  /// ``UICollectionLayoutSectionOrthogonalScrollingBehavior``).
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// The section's headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether headers and footers follow the section's content insets across the scroll
  /// direction; `true` by default.
  open var supplementariesFollowContentInsets = true
  /// The section's backgrounds.
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Which insets the section is inset from (inert: the layout's reference is used headless).
  open var contentInsetsReference = UIContentInsetsReference.automatic
  /// Called before each display of the section's visible items, on every scrolled frame; for a
  /// section that scrolls across, the point is the section's own scroll offset and the items'
  /// frames are before that scroll, as in Apple's carousel sample.
  open var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// The list configuration the section was made from
  /// (``list(using:layoutEnvironment:)``), nil for any other section: its cells swipe with its
  /// swipe-action providers.
  var listConfiguration: UICollectionLayoutListConfiguration?

  /// A section that repeats `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }
}
