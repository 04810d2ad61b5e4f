/// A decoration view behind a section (a background), registered with the layout's
/// ``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``.
///
/// Its frame is the section's frame (boundary items included) less its
/// ``NSCollectionLayoutItem/contentInsets``. Decoration views are not created headless; their
/// attributes are returned and sampled.
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The kind of decoration view.
  public let elementKind: String
  /// The stacking order; 0 by default (drawn first, behind the section's cells).
  open var zIndex = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      size: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A background decoration of `elementKind` behind the whole section.
  open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
