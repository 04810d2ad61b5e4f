/// An item on screen, as a section's
/// ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` sees it: the app may change
/// its appearance (a carousel scales its cards) before it is displayed; its frame is read-only.
///
/// UIKit's protocol also refines `UIDynamicItem`; that refinement is not modelled here.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  /// The opacity.
  var alpha: CGFloat { get set }
  /// The stacking order.
  var zIndex: Int { get set }
  /// Whether the item is hidden.
  var isHidden: Bool { get set }
  /// The centre, in the collection view's content coordinates.
  var center: CGPoint { get set }
  /// The affine transform about the centre.
  var transform: CGAffineTransform { get set }
  /// The 3D transform about the centre.
  var transform3D: CATransform3D { get set }
  /// A name for the item (its element kind, or "cell").
  var name: String { get }
  /// The item's index path.
  var indexPath: IndexPath { get }
  /// The frame the layout computed.
  var frame: CGRect { get }
  /// The bounds the layout computed.
  var bounds: CGRect { get }
  /// Whether the item is a cell, supplementary view or decoration view.
  var representedElementCategory: UICollectionView.ElementCategory { get }
  /// The kind of a supplementary or decoration view; `nil` for a cell.
  var representedElementKind: String? { get }
}
