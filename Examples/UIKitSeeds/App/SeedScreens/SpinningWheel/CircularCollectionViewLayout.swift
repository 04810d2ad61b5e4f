import UIKit

/// Cards on an arc: the whole wheel turns as the collection view scrolls horizontally, and a
/// fling comes to rest with a card at the top.
final class CircularCollectionViewLayout: UICollectionViewLayout {
  let itemSize = CGSize(width: 133, height: 173)

  var radius: CGFloat = 500 {
    didSet { invalidateLayout() }
  }

  /// The angle between two neighbouring cards.
  var anglePerItem: CGFloat { atan(itemSize.width / radius) }

  private var attributesList: [CircularCollectionViewLayoutAttributes] = []

  private var itemCount: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

  /// The wheel's angle when the content is scrolled to its end.
  var angleAtExtreme: CGFloat {
    itemCount > 0 ? -CGFloat(itemCount - 1) * anglePerItem : 0
  }

  /// The wheel's angle now: proportional to the scroll position.
  var angle: CGFloat {
    guard let collectionView else { return 0 }
    let scrollable = collectionViewContentSize.width - collectionView.bounds.width
    return scrollable > 0 ? angleAtExtreme * collectionView.contentOffset.x / scrollable : 0
  }

  override class var layoutAttributesClass: AnyClass { CircularCollectionViewLayoutAttributes.self }

  override var collectionViewContentSize: CGSize {
    CGSize(
      width: CGFloat(itemCount) * itemSize.width, height: collectionView?.bounds.height ?? 0)
  }

  override func prepare() {
    super.prepare()
    guard let collectionView, itemCount > 0 else {
      attributesList = []
      return
    }
    let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
    let anchorPointY = (itemSize.height / 2 + radius) / itemSize.height
    // Only the cards within theta of the top can be on screen.
    let theta = atan2(
      collectionView.bounds.width / 2,
      radius + itemSize.height / 2 - collectionView.bounds.height / 2)
    var startIndex = 0
    var endIndex = itemCount - 1
    if angle < -theta {
      startIndex = Int(floor((-theta - angle) / anglePerItem))
    }
    endIndex = min(endIndex, Int(ceil((theta - angle) / anglePerItem)))
    guard startIndex <= endIndex else {
      attributesList = []
      return
    }
    attributesList = (startIndex...endIndex).map { item in
      let attributes = CircularCollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.size = itemSize
      attributes.center = CGPoint(x: centerX, y: collectionView.bounds.midY)
      attributes.angle = angle + anglePerItem * CGFloat(item)
      attributes.anchorPoint = CGPoint(x: 0.5, y: anchorPointY)
      return attributes
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    attributesList
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    // By index path, not by position in the list: the list starts at the first visible card.
    attributesList.first { $0.indexPath == indexPath }
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  /// Snaps so that a card sits at the top: further in the fling's direction, or to the nearest
  /// card when the finger lifted without velocity.
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView else { return proposedContentOffset }
    let scrollable = collectionViewContentSize.width - collectionView.bounds.width
    guard scrollable > 0, itemCount > 1 else { return proposedContentOffset }
    let factor = -angleAtExtreme / scrollable
    let ratio = proposedContentOffset.x * factor / anglePerItem
    let multiplier: CGFloat
    if velocity.x > 0 {
      multiplier = ceil(ratio)
    } else if velocity.x < 0 {
      multiplier = floor(ratio)
    } else {
      multiplier = round(ratio)
    }
    return CGPoint(x: multiplier * anglePerItem / factor, y: proposedContentOffset.y)
  }
}
