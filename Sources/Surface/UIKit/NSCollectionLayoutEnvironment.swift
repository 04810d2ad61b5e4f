/// What a section provider or item provider knows about where it lays out: the container and
/// the collection view's traits.
public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// The container's size and insets.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's trait collection.
  var traitCollection: UITraitCollection { get }
}
