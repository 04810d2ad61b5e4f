import TouchCore

/// What a collection view tells its layout before each pass: bounds (whose origin is the
/// content offset), insets, margins, item counts, layout direction and screen scale.
///
/// ```swift
/// let context = LayoutContext(
///   bounds: Rect2D(x: 0, y: 300, width: 196, height: 852), itemCounts: [10])
/// context.contentOffset   // (0, 300)
/// ```
public struct LayoutContext: Hashable, Sendable {
  /// The collection view's bounds in content coordinates; `origin` is the content offset.
  public var bounds: Rect2D
  /// The scroll view's content inset, in points.
  public var contentInset: Insets
  /// The collection view's layout margins, in points.
  public var layoutMargins: Insets
  /// The number of items in each section.
  public var itemCounts: [Int]
  /// The layout direction.
  public var layoutDirection: InterfaceDirection
  /// Pixels per point (2 or 3 on iPhones).
  public var screenScale: Double

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - bounds: The bounds; `origin` is the content offset.
  ///   - contentInset: The content inset, in points.
  ///   - layoutMargins: The layout margins, in points (ours: UIKit's 8 pt `UIView` default).
  ///   - itemCounts: Items per section.
  ///   - layoutDirection: Left to right by default.
  ///   - screenScale: Pixels per point; 3 by default (ours: the default device profile).
  public init(
    bounds: Rect2D,
    contentInset: Insets = .zero,
    layoutMargins: Insets = Insets(top: 8, left: 8, bottom: 8, right: 8),
    itemCounts: [Int],
    layoutDirection: InterfaceDirection = .leftToRight,
    screenScale: Double = 3
  ) {
    self.bounds = bounds
    self.contentInset = contentInset
    self.layoutMargins = layoutMargins
    self.itemCounts = itemCounts
    self.layoutDirection = layoutDirection
    self.screenScale = screenScale
  }

  /// The content offset: the bounds' origin.
  public var contentOffset: Point2D {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// The number of items in `section`, or 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    itemCounts.indices.contains(section) ? Swift.max(0, itemCounts[section]) : 0
  }

  /// The smallest and largest content offsets a scroll view with this bounds size and inset
  /// rests at, for `contentSize` (`-inset.leading … max(that, content + inset.trailing − bounds)`).
  public func contentOffsetRange(contentSize: Size2D) -> (
    x: ClosedRange<Double>, y: ClosedRange<Double>
  ) {
    let minX = -contentInset.left
    let minY = -contentInset.top
    let maxX = Swift.max(minX, contentSize.width + contentInset.right - bounds.width)
    let maxY = Swift.max(minY, contentSize.height + contentInset.bottom - bounds.height)
    return (minX...maxX, minY...maxY)
  }
}
