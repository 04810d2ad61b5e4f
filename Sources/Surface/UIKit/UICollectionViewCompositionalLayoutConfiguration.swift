/// Settings of a compositional layout as a whole: the scroll direction, the spacing between
/// sections, layout-wide headers and footers, and where the content is inset from.
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The layout's scroll direction; vertical by default.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The spacing between sections, in points; 0 by default.
  open var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Which insets the content is inset from; ``UIContentInsetsReference/automatic`` by default.
  open var contentInsetsReference = UIContentInsetsReference.automatic

  /// A configuration with UIKit's defaults.
  public override init() {
    super.init()
  }
}
