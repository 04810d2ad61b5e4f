/// A supplementary view attached to an item or group (a badge), placed by an anchor on it.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind of supplementary view the collection view asks its data source for.
  public let elementKind: String
  /// Where on its container the item attaches.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// Which point of the supplementary item sits on the container's anchor; `nil` places it
  /// inside the container at the anchor's edges.
  public let itemAnchor: NSCollectionLayoutAnchor?
  /// The stacking order; 1 by default (ours: above the cells, which are at 0).
  open var zIndex = 1

  init(
    size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
    itemAnchor: NSCollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(size: size, supplementaryItems: [])
  }

  /// A supplementary item of `layoutSize` and `elementKind` attached at `containerAnchor`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: nil)
  }

  /// A supplementary item whose `itemAnchor` point sits on its container's `containerAnchor`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: itemAnchor)
  }

  /// The frame of this supplementary item attached to an item at `container`.
  func frame(in container: CGRect) -> CGRect {
    let size = layoutSize.resolved(in: container.size)
    guard let itemAnchor else { return containerAnchor.frame(of: size, in: container) }
    // The container's anchor point, then the supplementary's own anchor point put on it.
    let point = containerAnchor.frame(of: .zero, in: container).origin
    let own = itemAnchor.frame(of: .zero, in: CGRect(origin: .zero, size: size)).origin
    return CGRect(x: point.x - own.x, y: point.y - own.y, width: size.width, height: size.height)
  }
}
