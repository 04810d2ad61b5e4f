/// A compositional layout's container: the collection view (for section providers) or a group
/// (for custom item providers).
final class CompositionalContainer: NSObject, NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets

  init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    super.init()
  }

  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

  var effectiveContentSize: CGSize {
    CGSize(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }
}
