/// A flow layout's invalidation context: whether the delegate's sizes and the layout's
/// attributes must be computed again.
///
/// ``UICollectionViewLayout/invalidateLayout()`` recomputes everything whatever these say; a
/// bounds change sets both when the size changed and neither for a scroll
/// (``UICollectionViewFlowLayout/invalidationContext(forBoundsChange:)``).
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext
{
  /// Whether the delegate's sizes and spacing must be asked again; `false` by default, as in
  /// UIKit.
  open var invalidateFlowLayoutDelegateMetrics = false
  /// Whether the layout's attributes must be computed again; `false` by default, as in UIKit.
  open var invalidateFlowLayoutAttributes = false
}
