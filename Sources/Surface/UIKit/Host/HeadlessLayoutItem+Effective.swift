import CoreGraphics
import QuartzCore

extension HeadlessLayoutItem {
  /// The item as it is drawn: the layout's attributes with what the app's code did to the view
  /// since, such as a cell whose delegate turns its `contentView`'s layer (seed 004's cube).
  ///
  /// A cell's content view that is transformed, moved off its cell's bounds, re-anchored or
  /// faded makes the item the content view: its untransformed frame in the collection view's
  /// content coordinates, its anchor, its transform composed with the cell's (the content
  /// flattened onto the cell's plane first, as Core Animation draws a sublayer), and the product
  /// of the two opacities. Otherwise the item is the cell's own layer.
  ///
  /// Returns the sum of the change counts of the layers it read (``CALayer/geometryChanges``).
  @discardableResult
  mutating func applyEffectiveAppearance(of view: UICollectionReusableView) -> UInt {
    let cell = view.layer
    var stamp = cell.geometryChanges
    anchorPoint = cell.anchorPoint
    // The attributes' alpha where the view still has it: the layer keeps a Float.
    if cell.opacity != Float(alpha) { alpha = CGFloat(cell.opacity) }
    isHidden = isHidden || cell.isHidden
    transform3D = cell.transform
    guard let content = (view as? UICollectionViewCell)?.contentView.layer else { return stamp }
    stamp &+= content.geometryChanges
    let contentSize = content.bounds.size
    let untransformedOrigin = CGPoint(
      x: content.position.x - content.anchorPoint.x * contentSize.width,
      y: content.position.y - content.anchorPoint.y * contentSize.height)
    let fillsCell =
      untransformedOrigin == cell.bounds.origin && contentSize == cell.bounds.size
    alpha *= CGFloat(content.opacity)
    isHidden = isHidden || content.isHidden
    guard
      !(CATransform3DIsIdentity(content.transform) && fillsCell
        && content.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    else { return stamp }
    // The cell's untransformed frame, then the content's inside it.
    let cellOrigin = CGPoint(
      x: cell.position.x - cell.anchorPoint.x * cell.bounds.width,
      y: cell.position.y - cell.anchorPoint.y * cell.bounds.height)
    let origin = CGPoint(
      x: cellOrigin.x + untransformedOrigin.x - cell.bounds.minX,
      y: cellOrigin.y + untransformedOrigin.y - cell.bounds.minY)
    size = contentSize
    center = CGPoint(x: origin.x + contentSize.width / 2, y: origin.y + contentSize.height / 2)
    anchorPoint = content.anchorPoint
    if CATransform3DIsIdentity(cell.transform) {
      transform3D = content.transform
      return stamp
    }
    // From the content's anchor to the cell's: u = position − bounds origin − cell anchor (in
    // points); the content turns about its anchor, is flattened, then turns with the cell about
    // the cell's anchor: T = T_content · Tr(u) · flatten · T_cell · Tr(−u).
    let u = CGPoint(
      x: content.position.x - cell.bounds.minX - cell.anchorPoint.x * cell.bounds.width,
      y: content.position.y - cell.bounds.minY - cell.anchorPoint.y * cell.bounds.height)
    var flatten = CATransform3DIdentity
    flatten.m33 = 0
    var t = CATransform3DConcat(content.transform, CATransform3DMakeTranslation(u.x, u.y, 0))
    t = CATransform3DConcat(t, flatten)
    t = CATransform3DConcat(t, cell.transform)
    transform3D = CATransform3DConcat(t, CATransform3DMakeTranslation(-u.x, -u.y, 0))
    return stamp
  }
}
