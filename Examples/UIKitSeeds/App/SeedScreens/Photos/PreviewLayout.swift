import UIKit

/// The full-screen pager: one page per photo, side by side; the pages next to the centre are
/// pushed apart by up to `offsetBetweenCells` while they scroll, and their images lag behind.
final class PreviewLayout: UICollectionViewFlowLayout {
  var offsetBetweenCells: CGFloat = 44

  /// The photo to land on when the bounds change (rotation); `nil` leaves the offset alone.
  var targetIndex: Int?

  override init() {
    super.init()
    scrollDirection = .horizontal
    minimumLineSpacing = 0
    minimumInteritemSpacing = 0
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override class var layoutAttributesClass: AnyClass { ParallaxLayoutAttributes.self }

  override func prepare() {
    if let collectionView, itemSize != collectionView.bounds.size {
      itemSize = collectionView.bounds.size
    }
    super.prepare()
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    true
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    super.layoutAttributesForElements(in: rect)?
      .compactMap { $0.copy() as? ParallaxLayoutAttributes }
      .map(prepareAttributes)
  }

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    guard let targetIndex else {
      return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }
    return CGPoint(x: CGFloat(targetIndex) * itemSize.width, y: proposedContentOffset.y)
  }

  private func prepareAttributes(_ attributes: ParallaxLayoutAttributes)
    -> ParallaxLayoutAttributes
  {
    guard let collectionView else { return attributes }
    let width = itemSize.width
    guard width > 0 else { return attributes }
    let distanceToCenter = attributes.center.x - collectionView.contentOffset.x
    let relativeDistanceToCenter = (distanceToCenter - width / 2) / width
    if abs(relativeDistanceToCenter) >= 1 {
      attributes.parallaxValue = nil
      attributes.transform = .identity
    } else {
      attributes.parallaxValue = relativeDistanceToCenter
      attributes.transform = CGAffineTransform(
        translationX: relativeDistanceToCenter * offsetBetweenCells, y: 0)
    }
    return attributes
  }
}
