/// One element a collection view shows, as the host records it in a layout sample: the
/// attributes its layout gave, in the collection view's content coordinates.
package struct HeadlessLayoutItem {
  /// Cell, supplementary view or decoration view.
  package enum Category: Hashable { case cell, supplementaryView, decorationView }

  package var indexPath: IndexPath
  package var category: Category
  /// The supplementary or decoration kind.
  package var kind: String?
  package var center: CGPoint
  /// The point of the element its transform turns about, in unit coordinates: a cell's
  /// `layer.anchorPoint` (an app's `apply(_:)` may move it), else the centre.
  package var anchorPoint: CGPoint
  package var size: CGSize
  package var transform3D: CATransform3D
  package var alpha: CGFloat
  package var zIndex: Int
  package var isHidden: Bool

  package init(
    indexPath: IndexPath, category: Category, kind: String?, center: CGPoint, size: CGSize,
    transform3D: CATransform3D, alpha: CGFloat, zIndex: Int, isHidden: Bool,
    anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
  ) {
    self.indexPath = indexPath
    self.category = category
    self.kind = kind
    self.center = center
    self.anchorPoint = anchorPoint
    self.size = size
    self.transform3D = transform3D
    self.alpha = alpha
    self.zIndex = zIndex
    self.isHidden = isHidden
  }
}
