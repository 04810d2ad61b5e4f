/// The size and insets of what a part of a compositional layout is laid out in: the collection
/// view for a section provider, the group for a custom group's item provider.
public protocol NSCollectionLayoutContainer: AnyObject {
  /// The container's size before its insets.
  var contentSize: CGSize { get }
  /// The container's size after its insets.
  var effectiveContentSize: CGSize { get }
  /// The container's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The container's insets as applied (the same as ``contentInsets`` headless).
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
