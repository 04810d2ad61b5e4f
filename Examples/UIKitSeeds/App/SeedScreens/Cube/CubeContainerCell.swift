import UIKit

/// A page of the cube: one user's stories, turned in ``applyTransform(_:)`` as the page moves
/// (the article's `CubeContainerCell`).
final class CubeContainerCell: UICollectionViewCell {
  var viewController: UIViewController?

  override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = false
    contentView.clipsToBounds = false
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Turns the page about its near edge by `percent` of a page: 60° per page, perspective
  /// 1/500, fading as it leaves to the right.
  func applyTransform(_ percent: CGFloat) {
    let view = self.contentView

    let maxAngle: CGFloat = 60.0
    let rad = percent * maxAngle * CGFloat(Double.pi / 180)

    var transform = CATransform3DIdentity
    transform.m34 = 1 / 500
    transform = CATransform3DRotate(transform, rad, 0, 1, 0)

    view.layer.transform = transform

    let anchorPoint = percent > 0 ? CGPoint(x: 1, y: 0.5) : CGPoint(x: 0, y: 0.5)

    var newPoint = CGPoint(
      x: view.bounds.size.width * anchorPoint.x,
      y: view.bounds.size.height * anchorPoint.y
    )
    var oldPoint = CGPoint(
      x: view.bounds.size.width * view.layer.anchorPoint.x,
      y: view.bounds.size.height * view.layer.anchorPoint.y
    )

    newPoint = newPoint.applying(view.transform)
    oldPoint = oldPoint.applying(view.transform)

    var position = view.layer.position
    position.x -= oldPoint.x
    position.x += newPoint.x

    position.y -= oldPoint.y
    position.y += newPoint.y

    view.layer.position = position
    view.layer.anchorPoint = anchorPoint

    view.alpha = 1 - (-percent).clamped(0, 1)
  }
}

extension Comparable {
  /// The value limited to `low…high`.
  func clamped(_ low: Self, _ high: Self) -> Self { min(max(self, low), high) }
}
