/// What a layout invalidation covers.
///
/// ``UICollectionViewLayout/invalidateLayout()`` passes a
/// context that invalidates everything; a layout may pass a narrower one to
/// ``UICollectionViewLayout/invalidateLayout(with:)``.
///
/// Headless, every invalidation prepares the whole layout again on the next layout pass (ours:
/// what is recomputed is the same; only the cost differs). The adjustments are applied to the
/// collection view's content offset as UIKit applies them.
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Whether the whole layout is invalid (set by ``UICollectionViewLayout/invalidateLayout()``
  /// and by ``UICollectionView/reloadData()``).
  open internal(set) var invalidateEverything = false
  /// Whether the number of sections or items changed.
  open internal(set) var invalidateDataSourceCounts = false
  /// An amount to add to the collection view's content offset when the layout is applied.
  @exclusivity(unchecked) open var contentOffsetAdjustment: CGPoint = .zero
  /// An amount to add to the content size (inert: the content size is read from the layout).
  open var contentSizeAdjustment: CGSize = .zero
  /// The items marked invalid with ``invalidateItems(at:)``.
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// The supplementary views marked invalid, by kind.
  open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
  /// The decoration views marked invalid, by kind.
  open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

  /// An empty context.
  public override init() {
    super.init()
  }

  /// An empty context of the layout's ``UICollectionViewLayout/invalidationContextClass``.
  ///
  /// > Note: Not a UIKit API. Swift can only create an instance of a class known at run time
  /// > through a `required` initializer; this one forwards to `init()`, so an app's subclass
  /// > that overrides `init()` or declares no initializer inherits it and is created as on iOS.
  public required convenience init(madeByLayout: Void) {
    self.init()
  }

  /// Marks the items at `indexPaths` invalid.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Marks the supplementary views of `elementKind` at `indexPaths` invalid.
  open func invalidateSupplementaryElements(
    ofKind elementKind: String, at indexPaths: [IndexPath]
  ) {
    var all = invalidatedSupplementaryIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    invalidatedSupplementaryIndexPaths = all
  }

  /// Marks the decoration views of `elementKind` at `indexPaths` invalid.
  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var all = invalidatedDecorationIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    invalidatedDecorationIndexPaths = all
  }
}
