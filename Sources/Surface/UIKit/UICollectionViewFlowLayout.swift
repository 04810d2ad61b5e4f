/// A line-based layout: items fill lines across the collection view, lines stack along the
/// scroll direction, each section with its optional header, insets and footer, as UIKit's flow
/// layout places them.
///
/// Placement (UIKit's, as observed and as open reimplementations of it record):
/// - Lines are filled greedily: an item joins the line if it fits with
///   ``minimumInteritemSpacing`` before it; the first item of a line always joins.
/// - A line that is not the section's last, with two or more items, is justified: the free space
///   is divided equally between its gaps, so its first and last items touch the insets.
/// - A line with one item, when that item is the only one that fits, is centred across the line;
///   one wider than the line starts at the inset (ours: UIKit only logs that the layout is
///   undefined then).
/// - The last line of a section whose items all have one size keeps the columns of a full line
///   (its items sit where a full line's would); if only one item fits a line, it is centred. When
///   the items' sizes differ, the last line is left-aligned with ``minimumInteritemSpacing``
///   (UIKit's behaviour since iOS 6, as recorded in radar 20825965).
/// - Items smaller than their line are centred along the scroll axis within it.
/// - A header spans the whole width across the scroll direction, before the section's top inset;
///   a footer after its bottom inset. A zero-sized header or footer has no attributes.
///
/// The placement is CollectionLayout's `FlowLineFilling`, the rule the built-in scenes'
/// `FlowLayout` also uses (one engine, two front ends): a section whose items share one size is a
/// grid in closed form, so both place its items bit for bit alike. Frames are not rounded to
/// pixels (ours). ``estimatedItemSize`` is used as the item size: the flow layout does not
/// invalidate itself for cells' preferred attributes (ours: it keeps the base class's answer,
/// so cells do not self-size in it; a custom layout that does invalidate gets them).
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
/// // In a 393-point-wide view: three items per line, at x = 16, 146.5 and 277.
/// ```
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Where section insets are measured from.
  public enum SectionInsetReference: Int, Hashable, Sendable {
    /// From the collection view's content inset.
    case fromContentInset = 0
    /// From the safe area: the section insets also keep the items out of the safe area across
    /// the scroll direction that the content inset does not already hold (a vertical layout's
    /// left and right in landscape).
    case fromSafeArea = 1
    /// From the layout margins (ours: measured as ``fromContentInset``).
    case fromLayoutMargins = 2
  }

  /// The value of ``estimatedItemSize`` that asks for self-sizing cells.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The size of every item, unless the delegate gives sizes; 50 × 50 by default.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// An estimate of the items' size; when not zero, it is used as the item size (the flow
  /// layout does not self-size cells headless).
  ///
  /// ``automaticSize`` uses ``itemSize``.
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The least spacing between lines; 10 by default.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least spacing between items of one line; 10 by default.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The insets of every section, unless the delegate gives them.
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// The scroll axis; vertical by default.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }
  /// The size of every section header (its height counts when scrolling vertically, its width
  /// when scrolling horizontally); zero (no headers) by default.
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The size of every section footer; zero (no footers) by default.
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// Where section insets are measured from: the content inset, or also the safe area across
  /// the scroll direction (``SectionInsetReference/fromSafeArea``).
  open var sectionInsetReference = SectionInsetReference.fromContentInset {
    didSet { invalidateLayout() }
  }
  // `@exclusivity(unchecked)` on the pins: read on every layout pass; no access to them overlaps
  // another.
  /// Whether a section's header stays at the top of the visible area while the section scrolls
  /// under it.
  @exclusivity(unchecked) open var sectionHeadersPinToVisibleBounds = false {
    didSet { invalidateLayout() }
  }
  /// Whether a section's footer stays at the bottom of the visible area while the section
  /// scrolls under it.
  @exclusivity(unchecked) open var sectionFootersPinToVisibleBounds = false {
    didSet { invalidateLayout() }
  }

  /// The prepared sections.
  private var sections: [UICollectionViewFlowSection] = []
  /// What the layout or its delegate said about each section when last asked.
  private var sectionMetrics: [UICollectionViewFlowSection.Metrics] = []
  /// What the next ``prepare()`` recomputes.
  private var pendingWork = FlowLayoutWork.delegateMetrics
  private var contentSize = CGSize.zero
  /// The collection view's bounds size the sections were prepared for.
  private var preparedBoundsSize: CGSize?
  /// The scroll axis the sections were prepared for.
  private var preparedGeometry = UICollectionViewFlowGeometry(direction: .vertical)

  /// A flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// Layouts from storyboards are not supported headless.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The item size used when the delegate gives none: ``estimatedItemSize`` when set.
  var effectiveItemSize: CGSize {
    estimatedItemSize == .zero || estimatedItemSize == Self.automaticSize
      ? itemSize : estimatedItemSize
  }

  // MARK: - Layout

  /// Computes every section's lines, item frames, headers and footers for the collection
  /// view's current width (or height, scrolling horizontally).
  ///
  /// As UIKit's flow layout does, it recomputes only what the invalidations since the last pass
  /// named (``UICollectionViewFlowLayoutInvalidationContext``): after a scroll that only moved the
  /// bounds it keeps every attribute, after a size change it asks the delegate again, and
  /// ``UICollectionViewLayout/invalidateLayout()`` recomputes everything.
  open override func prepare() {
    super.prepare()
    let work = pendingWork
    pendingWork = .none
    guard let collectionView else {
      sections.removeAll()
      sectionMetrics.removeAll()
      contentSize = .zero
      pendingWork = .delegateMetrics
      return
    }
    let sectionCount = collectionView.numberOfSections
    if work == .delegateMetrics || sectionMetrics.count != sectionCount {
      let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
      sectionMetrics = (0..<sectionCount).map {
        metrics(ofSection: $0, in: collectionView, delegate: delegate)
      }
    } else if work == .none {
      return
    }
    sections.removeAll(keepingCapacity: true)
    preparedBoundsSize = collectionView.bounds.size
    let geometry = UICollectionViewFlowGeometry(direction: scrollDirection)
    preparedGeometry = geometry
    let insets = collectionView.adjustedContentInset
    let crossExtent = max(
      0,
      finiteOrZero(
        geometry.cross(collectionView.bounds.size)
          - (geometry.isHorizontal ? insets.top + insets.bottom : insets.left + insets.right)))
    var position: CGFloat = 0
    let reference = referenceInsets(of: collectionView, geometry: geometry)
    for (section, sectionMetrics) in sectionMetrics.enumerated() {
      var metrics = sectionMetrics
      metrics.inset.top += reference.top
      metrics.inset.left += reference.left
      metrics.inset.bottom += reference.bottom
      metrics.inset.right += reference.right
      let built = UICollectionViewFlowSection.build(
        section: section, start: position, crossExtent: crossExtent, metrics: metrics,
        geometry: geometry, makeAttributes: makeAttributes)
      position = built.end
      sections.append(built)
    }
    contentSize = geometry.size(main: position, cross: crossExtent)
  }

  /// Notes what `context` asks the next ``prepare()`` to recompute, then invalidates.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    pendingWork = max(pendingWork, FlowLayoutWork(context))
    super.invalidateLayout(with: context)
  }

  /// A flow context for a bounds change: the attributes and the delegate's sizes are computed
  /// again when the size changed (lines and sizes may depend on it), nothing when only the
  /// origin moved (a scroll).
  ///
  /// UIKit documents that it sets `invalidateFlowLayoutAttributes` for a bounds change that
  /// affects the items per line; asking the delegate again on any size change is ours (a
  /// delegate's sizes often derive from the collection view's width).
  open override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
      let resized = newBounds.size != preparedBoundsSize
      flow.invalidateFlowLayoutAttributes = resized
      flow.invalidateFlowLayoutDelegateMetrics = resized
    }
    return context
  }

  /// The extent of every section along the scroll axis, by the collection view's width (or
  /// height) less its content inset across it.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// The items, headers and footers whose frames meet `rect`, section by section, each
  /// section's header first and footer last.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    var result: [UICollectionViewLayoutAttributes] = []
    // Along the axis the sections were prepared for.
    let lower = preparedGeometry.isHorizontal ? rect.minX : rect.minY
    let upper = preparedGeometry.isHorizontal ? rect.maxX : rect.maxY
    for section in sections {
      if let header = pinnedHeader(of: section), meets(header.frame, rect) {
        result.append(header)
      }
      let candidates =
        section.lineIndex.items(meetingMain: lower, upper) ?? section.items.indices
      // Room for the first section's candidates at once: most lists have one section.
      if result.isEmpty { result.reserveCapacity(candidates.count + 2) }
      for item in section.items[candidates] where meets(item.frame, rect) { result.append(item) }
      if let footer = pinnedFooter(of: section), meets(footer.frame, rect) {
        result.append(footer)
      }
    }
    return result
  }

  /// The attributes of the item at `indexPath`, or `nil` if it does not exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count >= 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section].items[indexPath.item]
  }

  /// The header or footer of `indexPath.section`, or `nil` when it has none.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard !indexPath.isEmpty, sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    switch elementKind {
    case UICollectionView.elementKindSectionHeader: return pinnedHeader(of: section)
    case UICollectionView.elementKindSectionFooter: return pinnedFooter(of: section)
    default: return nil
    }
  }

  /// `true` when the size changes (lines depend on it), and on every scroll while headers or
  /// footers are pinned.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
    return newBounds.size != preparedBoundsSize
  }

  /// A ``UICollectionViewFlowLayoutInvalidationContext``.
  open override class var invalidationContextClass: AnyClass {
    UICollectionViewFlowLayoutInvalidationContext.self
  }

  // MARK: - Helpers

  private func metrics(
    ofSection section: Int, in collectionView: UICollectionView,
    delegate: (any UICollectionViewDelegateFlowLayout)?
  ) -> UICollectionViewFlowSection.Metrics {
    let count = collectionView.numberOfItems(inSection: section)
    var sizes: [CGSize] = []
    sizes.reserveCapacity(count)
    for item in 0..<count {
      let size =
        delegate?.collectionView(
          collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
        ?? effectiveItemSize
      sizes.append(size)
    }
    return UICollectionViewFlowSection.Metrics(
      itemSizes: sizes,
      inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset,
      lineSpacing: delegate?.collectionView(
        collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing,
      interitemSpacing: delegate?.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing,
      headerSize: delegate?.collectionView(
        collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize,
      footerSize: delegate?.collectionView(
        collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize)
  }

  /// The section's header, moved to stay visible while the section is on screen when headers
  /// are pinned (a copy: the prepared attributes are not changed).
  private func pinnedHeader(of section: UICollectionViewFlowSection)
    -> UICollectionViewLayoutAttributes?
  {
    guard let header = section.header else { return nil }
    guard sectionHeadersPinToVisibleBounds, let collectionView else { return header }
    let geometry = UICollectionViewFlowGeometry(direction: scrollDirection)
    let insets = collectionView.adjustedContentInset
    let visibleStart =
      geometry.main(collectionView.contentOffset)
      + (geometry.isHorizontal ? insets.left : insets.top)
    let length = geometry.main(header.size)
    let pinned = min(max(visibleStart, section.headerStart), section.bodyEnd - length)
    guard let copy = header.copy(with: nil) as? UICollectionViewLayoutAttributes else {
      return header
    }
    copy.frame = geometry.rect(
      main: max(pinned, section.headerStart), cross: geometry.cross(header.frame.origin),
      mainLength: length, crossLength: geometry.cross(header.size))
    copy.zIndex = 1024  // ours: above the section's cells, as a pinned header shows
    return copy
  }

  /// The section's footer, pinned to the end of the visible area when footers are pinned.
  private func pinnedFooter(of section: UICollectionViewFlowSection)
    -> UICollectionViewLayoutAttributes?
  {
    guard let footer = section.footer else { return nil }
    guard sectionFootersPinToVisibleBounds, let collectionView else { return footer }
    let geometry = UICollectionViewFlowGeometry(direction: scrollDirection)
    let insets = collectionView.adjustedContentInset
    let visibleEnd =
      geometry.main(collectionView.contentOffset) + geometry.main(collectionView.bounds.size)
      - (geometry.isHorizontal ? insets.right : insets.bottom)
    let length = geometry.main(footer.size)
    let pinned = max(min(visibleEnd - length, section.footerStart), section.bodyStart)
    guard let copy = footer.copy(with: nil) as? UICollectionViewLayoutAttributes else {
      return footer
    }
    copy.frame = geometry.rect(
      main: min(pinned, section.footerStart), cross: geometry.cross(footer.frame.origin),
      mainLength: length, crossLength: geometry.cross(footer.size))
    copy.zIndex = 1024
    return copy
  }
}

/// Whether `frame` meets `rect`, as `CGRect.intersects` (edges that only touch do not).
///
/// Plain comparisons: Foundation's rectangle geometry traps on NaN on Linux. A non-finite frame
/// counts as meeting, so the collection view sees it and reports it.
func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
  // No array of the four values: this runs for every element on every layout pass.
  guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.width.isFinite,
    frame.size.height.isFinite
  else { return true }
  let minX = min(frame.origin.x, frame.origin.x + frame.size.width)
  let maxX = max(frame.origin.x, frame.origin.x + frame.size.width)
  let minY = min(frame.origin.y, frame.origin.y + frame.size.height)
  let maxY = max(frame.origin.y, frame.origin.y + frame.size.height)
  return minX < rect.maxX && rect.minX < maxX && minY < rect.maxY && rect.minY < maxY
}

/// `value`, or zero when it is NaN or infinite.
func finiteOrZero(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

extension UICollectionViewFlowLayout {
  /// What ``sectionInsetReference`` adds to every section's insets: for `fromSafeArea`, the
  /// safe area across the scroll direction that the adjusted content inset does not hold.
  fileprivate func referenceInsets(
    of collectionView: UICollectionView, geometry: UICollectionViewFlowGeometry
  ) -> UIEdgeInsets {
    guard sectionInsetReference == .fromSafeArea else { return .zero }
    let safe = collectionView.safeAreaInsetsForSubviews
    return geometry.isHorizontal
      ? UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0)
      : UIEdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right)
  }
}
