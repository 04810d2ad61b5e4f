/// Space added around an item in its group before its ``NSCollectionLayoutItem/contentInsets``
/// apply; a `nil` edge adds none.
///
/// Flexible edge spacing counts as its least value headless (ours: the free space is not shared
/// between flexible edges).
open class NSCollectionLayoutEdgeSpacing: NSObject {
  /// Space before the item along a horizontal group.
  public let leading: NSCollectionLayoutSpacing?
  /// Space above the item.
  public let top: NSCollectionLayoutSpacing?
  /// Space after the item along a horizontal group.
  public let trailing: NSCollectionLayoutSpacing?
  /// Space below the item.
  public let bottom: NSCollectionLayoutSpacing?

  /// Edge spacing of `leading`, `top`, `trailing` and `bottom`.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    super.init()
  }
}
