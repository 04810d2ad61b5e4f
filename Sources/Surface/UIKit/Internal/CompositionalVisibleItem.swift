/// A visible element handed to a section's visible-items handler: a copy of its attributes
/// that the handler changes and the collection view then displays.
final class CompositionalVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
  let attributes: UICollectionViewLayoutAttributes
  let frame: CGRect
  let bounds: CGRect

  init(_ attributes: UICollectionViewLayoutAttributes) {
    self.attributes = attributes
    frame = attributes.frame
    bounds = attributes.bounds
    super.init()
  }

  var alpha: CGFloat {
    get { attributes.alpha }
    set { attributes.alpha = newValue }
  }

  var zIndex: Int {
    get { attributes.zIndex }
    set { attributes.zIndex = newValue }
  }

  var isHidden: Bool {
    get { attributes.isHidden }
    set { attributes.isHidden = newValue }
  }

  var center: CGPoint {
    get { attributes.center }
    set { attributes.center = newValue }
  }

  var transform: CGAffineTransform {
    get { attributes.transform }
    set { attributes.transform = newValue }
  }

  var transform3D: CATransform3D {
    get { attributes.transform3D }
    set { attributes.transform3D = newValue }
  }

  var name: String { attributes.representedElementKind ?? "cell" }
  var indexPath: IndexPath { attributes.indexPath }

  var representedElementCategory: UICollectionView.ElementCategory {
    attributes.representedElementCategory
  }

  var representedElementKind: String? { attributes.representedElementKind }
}
