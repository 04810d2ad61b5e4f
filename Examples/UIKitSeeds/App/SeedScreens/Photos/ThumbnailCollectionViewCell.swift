import UIKit

/// A thumbnail in the strip: the photo filling the cell.
final class ThumbnailCollectionViewCell: UICollectionViewCell {
  private(set) var imageView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(imageView)
    imageView.contentMode = .scaleAspectFill
    clipsToBounds = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = contentView.bounds
  }
}
