import UIKit

/// A card: it turns about the wheel's centre, so it takes the layout's anchor point and moves its
/// centre to keep its place.
final class CircularCollectionViewCell: UICollectionViewCell {
  let imageView = UIImageView(image: nil)

  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.contentMode = .scaleAspectFill
    contentView.addSubview(imageView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    guard let attributes = layoutAttributes as? CircularCollectionViewLayoutAttributes else {
      return
    }
    layer.anchorPoint = attributes.anchorPoint
    center.y += (attributes.anchorPoint.y - 0.5) * bounds.height
  }
}
