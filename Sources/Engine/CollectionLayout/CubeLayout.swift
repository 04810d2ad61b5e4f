import TouchCore

/// Story pages that turn like a cube: a paged horizontal flow of full-bounds pages, each rotated
/// about Y by `p · 60°` with perspective `m34 = +1/500`, pivoting on its near edge and fading as
/// it leaves (seed 004 `applyTransform`).
///
/// For a page, `p = (offset.x − page.minX)/W`. The anchor is `(1, 0.5)` when `p > 0` (the page is
/// leaving to the left) and `(0, 0.5)` otherwise; the seed compensates the layer position, so the
/// untransformed ``LayoutAttributes/frame`` never moves. `alpha = 1 − clamp(−p, 0, 1)`.
///
/// ```swift
/// var cube = CubeLayout()
/// cube.prepare(LayoutContext(bounds: Rect2D(x: 196.5, y: 0, width: 393, height: 852), itemCounts: [5]))
/// cube.attributes(in: cube.bounds).map(\.anchorPoint.x)   // [1, 0]
/// ```
public struct CubeLayout: CollectionViewLayout, Hashable, Sendable {
  /// The rotation at one full page of progress, in degrees.
  public var maxAngleDegrees = 60.0  // source: seed 004 applyTransform maxAngle
  /// The perspective entry of every page transform.
  public var perspective = 1.0 / 500  // source: seed 004 applyTransform m34 = 1 / 500

  private var pages = PageStrip()

  /// Creates a cube layout (horizontal flow, spacing 0, section inset 0, page = bounds size).
  public init() {}

  /// The bounds of the prepared pass.
  public var bounds: Rect2D { pages.bounds }

  /// Sizes every page to the bounds and lays the pages out side by side.
  public mutating func prepare(_ context: LayoutContext) {
    pages.prepare(context)
  }

  /// `(n · W, H)`.
  public var contentSize: Size2D { pages.contentSize }

  /// The pages whose frame meets `rect`, turned.
  ///
  /// - Complexity: O(pages in `rect`).
  public func attributes(in rect: Rect2D) -> [LayoutAttributes] {
    pages.attributes(in: rect).map(turned)
  }

  /// The page, turned for the prepared offset, or `nil`.
  public func attributes(forItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
    pages.attributes(forItemAt: indexPath).map(turned)
  }

  /// `true`: pages turn on every scroll frame.
  public func shouldInvalidate(forBoundsChange newBounds: Rect2D) -> Bool { true }

  /// A page's progress: `(offset.x − page.minX)/W`.
  public func progress(ofPageAt frame: Rect2D) -> Double {
    bounds.width > 0 ? (bounds.minX - frame.minX) / bounds.width : 0
  }

  /// The page transform for `progress`: perspective, then rotation about Y by `progress · 60°`.
  public func transform(progress: Double) -> Transform3D {
    var transform = Transform3D.identity
    transform.m34 = perspective
    return transform.rotated(by: progress * maxAngleDegrees * Double.pi / 180, x: 0, y: 1, z: 0)
  }

  func turned(_ page: LayoutAttributes) -> LayoutAttributes {
    var page = page
    let p = progress(ofPageAt: page.frame)
    page.transform3D = transform(progress: p)
    page.anchorPoint = Point2D(x: p > 0 ? 1 : 0, y: 0.5)
    page.alpha = 1 - clamped(-p, 0, 1)
    page.customValues[.progress] = p
    return page
  }
}
