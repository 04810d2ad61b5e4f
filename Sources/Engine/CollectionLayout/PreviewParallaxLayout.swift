import TouchCore

/// The photos preview pager: full-bounds pages side by side, with the neighbours of the centred
/// page pushed apart while they are within one page of it (seed 003 `PreviewLayout` with
/// `ParallaxLayoutAttributes`).
///
/// For a page, `rel = ((center.x − offset.x) − w/2)/w`; when `|rel| < 1` its ``LayoutAttributes/parallaxValue``
/// is `rel` and it is translated by `rel · 44` pt, so mid-swipe the two pages sit ±22 pt apart
/// from where the pager would put them. The cell moves its image by
/// ``imageTranslation(parallaxValue:cellWidth:)``.
///
/// ```swift
/// var preview = PreviewParallaxLayout()
/// preview.prepare(LayoutContext(bounds: Rect2D(x: 196.5, y: 0, width: 393, height: 852), itemCounts: [5]))
/// preview.attributes(in: preview.bounds).map(\.transform.tx)   // [-22, 22]
/// ```
public struct PreviewParallaxLayout: CollectionViewLayout, Hashable, Sendable {
  /// The gap a full page of parallax opens between two pages, in points.
  public var offsetBetweenCells = 44.0  // source: seed 003 PreviewLayout.offsetBetweenCells
  /// The fraction of the cell width the image moves against the parallax value.
  public static let imageParallaxFactor = 0.3  // source: seed 003 PreviewCollectionViewCell.apply
  /// The page to land on after a bounds change (the seed's `targetIndex` while the layout handler
  /// is `.configuring`); `nil` when the layout is ready and offsets are left alone.
  public var pendingTargetIndex: Int?

  private var pages = PageStrip()

  /// Creates a pager layout (horizontal flow, spacing 0, item size = bounds size).
  public init() {}

  /// The bounds of the prepared pass.
  public var bounds: Rect2D { pages.bounds }

  /// Sizes every page to the bounds and lays the pages out side by side.
  public mutating func prepare(_ context: LayoutContext) {
    pages.prepare(context)
  }

  /// `(n · W, H)`.
  public var contentSize: Size2D { pages.contentSize }

  /// The pages whose frame meets `rect`, with parallax applied.
  ///
  /// - Complexity: O(pages in `rect`).
  public func attributes(in rect: Rect2D) -> [LayoutAttributes] {
    pages.attributes(in: rect).map(applyingParallax)
  }

  /// The plain page, without parallax (the seed overrides only the rect query).
  public func attributes(forItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
    pages.attributes(forItemAt: indexPath)
  }

  /// `true`: the parallax changes on every scroll frame.
  public func shouldInvalidate(forBoundsChange newBounds: Rect2D) -> Bool { true }

  /// Page `pendingTargetIndex · w` while one is pending; otherwise `proposed`.
  public func targetContentOffset(proposed: Point2D) -> Point2D {
    guard let index = pendingTargetIndex else { return proposed }
    return Point2D(x: Double(index) * pages.pageWidth, y: proposed.y)
  }

  /// How far the cell moves its image, in points: `−(cellWidth · 0.3 · parallaxValue)`.
  public static func imageTranslation(parallaxValue: Double?, cellWidth: Double) -> Double {
    -(cellWidth * imageParallaxFactor * (parallaxValue ?? 0))
  }

  func applyingParallax(_ page: LayoutAttributes) -> LayoutAttributes {
    let width = pages.pageWidth
    guard width > 0 else { return page }
    var page = page
    let relative = ((page.center.x - bounds.minX) - width / 2) / width
    if abs(relative) >= 1 {
      page.parallaxValue = nil
      page.transform = .identity
    } else {
      page.parallaxValue = relative
      page.transform = Transform2D(translationX: relative * offsetBetweenCells, y: 0)
    }
    return page
  }
}
