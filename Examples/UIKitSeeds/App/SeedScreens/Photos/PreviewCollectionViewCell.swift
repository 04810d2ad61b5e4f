import UIKit

/// A page of the preview: the photo, moved against the page's parallax so it lags behind the
/// page's frame.
final class PreviewCollectionViewCell: UICollectionViewCell {
  private(set) var imageView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(imageView)
    clipsToBounds = true
    imageView.contentMode = .scaleAspectFit
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = bounds
  }

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    guard let attributes = layoutAttributes as? ParallaxLayoutAttributes else {
      return super.apply(layoutAttributes)
    }
    let parallaxValue = attributes.parallaxValue ?? 0
    let transition = -(bounds.width * 0.3 * parallaxValue)
    imageView.transform = CGAffineTransform(translationX: transition, y: .zero)
  }
}
