/// A flow layout's invalidation context: whether the delegate's sizes and the layout's own
/// metrics must be read again (headless, both always are).
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext
{
  /// Whether the delegate's sizes and spacing must be asked again; `true` by default.
  open var invalidateFlowLayoutDelegateMetrics = true
  /// Whether the layout's attributes must be computed again; `true` by default.
  open var invalidateFlowLayoutAttributes = true
}
