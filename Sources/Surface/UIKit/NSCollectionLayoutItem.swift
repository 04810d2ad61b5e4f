/// The smallest part of a compositional layout: the size of one cell within its group, with
/// spacing around it and insets inside it.
///
/// As UIKit documents, ``contentInsets`` apply after ``edgeSpacing``: they shrink the item inside
/// the space it is given, and are ignored on an axis whose dimension is estimated.
open class NSCollectionLayoutItem: NSObject {
  /// The item's size, relative to its group.
  public let layoutSize: NSCollectionLayoutSize
  /// Supplementary items (badges) anchored to the item.
  open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { itemSupplementaryItems }
  private let itemSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// Insets that shrink the item inside the space it is given; zero by default.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Space around the item in its group; `nil` (none) by default.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    layoutSize = size
    itemSupplementaryItems = supplementaryItems
    super.init()
  }

  /// An item of `layoutSize`.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(size: layoutSize, supplementaryItems: [])
  }

  /// An item of `layoutSize` with `supplementaryItems` anchored to it.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.init(size: layoutSize, supplementaryItems: supplementaryItems)
  }
}
