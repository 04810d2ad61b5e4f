import UIKit

/// The promo row's flow layout: after a fling, the card nearest the middle comes to rest centred.
final class CenteringFlowLayout: UICollectionViewFlowLayout {
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView else { return proposedContentOffset }
    let width = collectionView.bounds.width
    let middle = proposedContentOffset.x + width / 2
    let pitch = itemSize.width + minimumLineSpacing
    let count = collectionView.numberOfItems(inSection: 0)
    guard count > 0, pitch > 0 else { return proposedContentOffset }
    let first = sectionInset.left + itemSize.width / 2
    let line = min(count - 1, max(0, Int(((middle - first) / pitch).rounded())))
    let center = first + CGFloat(line) * pitch
    let inset = collectionView.contentInset
    let minX = -inset.left
    let maxX = max(minX, collectionViewContentSize.width + inset.right - width)
    return CGPoint(x: min(max(center - width / 2, minX), maxX), y: proposedContentOffset.y)
  }
}
