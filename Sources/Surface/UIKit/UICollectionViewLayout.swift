import HeadlessRuntime

/// Where a collection view's cells and supplementary views go: an abstract base class that a
/// layout subclasses, as in UIKit.
///
/// The collection view calls ``prepare()`` when the layout is invalid, then reads
/// ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)`` for the visible rect.
/// When its bounds change (on every scrolled frame) it asks
/// ``shouldInvalidateLayout(forBoundsChange:)``; a layout that depends on the content offset
/// returns `true` there. When a fling ends, the scroll view asks
/// ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`` where to stop.
///
/// ```swift
/// final class StripLayout: UICollectionViewLayout {
///   override var collectionViewContentSize: CGSize {
///     let count = collectionView?.numberOfItems(inSection: 0) ?? 0
///     return CGSize(width: CGFloat(count) * 100, height: 100)
///   }
///   override func layoutAttributesForElements(in rect: CGRect)
///     -> [UICollectionViewLayoutAttributes]? {
///     (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap {
///       layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
///     }.filter { $0.frame.intersects(rect) }
///   }
///   override func layoutAttributesForItem(at indexPath: IndexPath)
///     -> UICollectionViewLayoutAttributes? {
///     let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
///     attributes.frame = CGRect(x: CGFloat(indexPath.item) * 100, y: 0, width: 100, height: 100)
///     return attributes
///   }
/// }
/// ```
///
/// A layout whose ``prepare()`` invalidates the layout again is reported to the runtime
/// (``HeadlessProblem``) and used as prepared, instead of being prepared on every pass;
/// invalidations nested more than 16 deep through ``invalidateLayout(with:)`` are reported and
/// the nested ones ignored.
open class UICollectionViewLayout: NSObject {
  /// The collection view this layout is installed in (read-only and open, as in UIKit, so a
  /// layout may override it with a non-optional type).
  open var collectionView: UICollectionView? { installedCollectionView }
  // `@exclusivity(unchecked)`: read or set for every view or element on every frame; the run-time
  // exclusivity check cost more than the access (no access to these overlaps another).
  //
  // Unowned and unsafe rather than weak (a weak reference gives the collection view a side
  // table, which every retain and release of it then goes through): the collection view clears
  // it when it changes layout or deinitializes.
  @exclusivity(unchecked) unowned(unsafe) var installedCollectionView: UICollectionView?

  /// Whether ``prepare()`` must run before attributes are read again.
  @exclusivity(unchecked) var needsPrepare = true
  /// Whether the collection view is inside this layout's ``prepare()``.
  @exclusivity(unchecked) var isPreparing = false
  /// Invalidations that arrived while ``prepare()`` ran.
  @exclusivity(unchecked) var invalidationsDuringPrepare = 0
  /// Layout passes in a row whose `prepare()` invalidated the layout.
  @exclusivity(unchecked) var passesInvalidatingInPrepare = 0
  /// Passes in a row whose `prepare()` invalidates the layout before it is reported (ours: half
  /// a second of frames at 120 Hz; a layout that settles does so on its second pass).
  static let maximumPreparingPasses = 60
  /// How deeply ``invalidateLayout(with:)`` calls are nested.
  @exclusivity(unchecked) private var invalidationDepth = 0
  /// The nesting beyond which invalidation is taken for runaway recursion (ours: a correct
  /// layout nests once, when `invalidateLayout()` forwards to `invalidateLayout(with:)`).
  private static let maximumInvalidationDepth = 16

  /// A layout not yet installed in a collection view.
  public override init() {
    super.init()
  }

  /// Layouts from storyboards are not supported headless (inert); this initializer exists so that
  /// the `required init?(coder:)` a subclass declares compiles.
  public required init?(coder: NSCoder) {
    super.init()
  }

  // MARK: - Classes

  /// The class of the attributes this layout creates (``UICollectionViewLayoutAttributes`` by
  /// default); a layout with its own attributes subclass overrides this.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class of the contexts ``invalidateLayout()`` creates.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  // MARK: - Preparing and reading the layout

  /// Computes what the layout needs before attributes are read; called on the first layout
  /// pass and after each invalidation.
  ///
  /// The default does nothing.
  open func prepare() {}

  /// The size of all the content, in points; zero by default.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element whose frame meets `rect`; `nil` by default.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the cell at `indexPath`; `nil` by default.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`; `nil` by default.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath`; `nil` by default.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Registers a class for decoration views of `elementKind` (inert: decoration views are not
  /// created headless; their attributes still count towards the per-frame limit).
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

  // MARK: - Invalidation

  /// Whether a change of the collection view's bounds to `newBounds` (a scroll or a resize)
  /// invalidates the layout; `false` by default.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// The context ``shouldInvalidateLayout(forBoundsChange:)`` leads to: a new context of
  /// ``invalidationContextClass``.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    Self.makeInvalidationContext()
  }

  /// Invalidates the whole layout: ``prepare()`` runs again on the next layout pass.
  open func invalidateLayout() {
    let context = Self.makeInvalidationContext()
    context.invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Invalidates the parts of the layout `context` names (headless: all of it) and applies its
  /// content offset adjustment.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    invalidationDepth += 1
    defer { invalidationDepth -= 1 }
    guard invalidationDepth <= Self.maximumInvalidationDepth else {
      if invalidationDepth == Self.maximumInvalidationDepth + 1 {
        reportProblem(
          call: "invalidateLayout(with:)",
          message:
            "invalidation recursed more than \(Self.maximumInvalidationDepth) levels deep "
            + "(does prepare() or an invalidateLayout override call invalidateLayout() again?); "
            + "the nested calls were ignored")
      }
      return
    }
    if isPreparing { invalidationsDuringPrepare += 1 }
    needsPrepare = true
    installedCollectionView?.layoutWasInvalidated(by: context)
  }

  // MARK: - Scrolling

  /// Where scrolling that would stop at `proposedContentOffset` stops instead (after a layout
  /// change or an animated update); `proposedContentOffset` by default.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
  {
    proposedContentOffset
  }

  /// Where a fling released with `velocity` (points per millisecond, as UIKit passes it) that
  /// would stop at `proposedContentOffset` stops instead; `proposedContentOffset` by default.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  // MARK: - Updates

  /// Called before a batch update is applied, with each change.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Called after a batch update was applied.
  open func finalizeCollectionViewUpdates() {}

  /// The attributes an inserted item starts its appearance from; `nil` (its final attributes
  /// with alpha 0, as UIKit animates) by default.
  ///
  /// Read and validated headless, not animated.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// The attributes a deleted item ends its disappearance with; `nil` by default.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// Whether the layout mirrors horizontally in a right-to-left context; `true` by default
  /// (inert: right-to-left collection views are not modelled).
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  /// The direction the layout was written for (inert).
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Whether a cell's preferred attributes (self-sizing) invalidate the layout.
  ///
  /// `false` by default. Asked when a cell shown with new attributes prefers other ones.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// The context a self-sizing change leads to, after
  /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`` returned
  /// true; the collection view invalidates the layout with it and lays out again.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    Self.makeInvalidationContext()
  }

  /// The attributes an inserted supplementary view starts from; `nil` by default (inert: never
  /// asked, as supplementary views are not animated headless).
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes a deleted supplementary view ends with; `nil` by default (inert: never
  /// asked).
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Called before an animated change of the collection view's bounds (inert: bounds changes
  /// are not animated headless).
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Called after an animated change of the collection view's bounds (inert).
  open func finalizeAnimatedBoundsChange() {}

  /// Called before the collection view switches to `newLayout` (inert).
  open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

  /// Called before the collection view switches from `oldLayout` to this layout (inert).
  open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

  /// Called after a layout transition (inert).
  open func finalizeLayoutTransition() {}

  // MARK: - Internal

  /// A new context of ``invalidationContextClass`` (a base context if the class is not one).
  static func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    let contextClass =
      invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
      ?? UICollectionViewLayoutInvalidationContext.self
    return contextClass.init(madeByLayout: ())
  }

  /// Reports a problem in this layout's `call` to the current runtime.
  func reportProblem(call: String, message: String) {
    report(call, message)
  }
}

extension UICollectionViewLayout {
  /// New attributes of ``layoutAttributesClass`` for an element (the built-in layouts make
  /// theirs here, so an app's attributes subclass gets them).
  func makeAttributes(
    _ category: UICollectionView.ElementCategory, _ kind: String?, _ indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes {
    let attributesClass =
      type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
      ?? UICollectionViewLayoutAttributes.self
    let attributes = attributesClass.init(madeByLayout: ())
    attributes.indexPath = indexPath
    attributes.category = category
    attributes.kind = kind
    return attributes
  }
}
