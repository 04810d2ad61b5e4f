import TouchCore

/// The frames of a one-column table: row `r` at `y = itemSize.height · r`, the full collection
/// width wide (the seed's `TableLayoutCache`).
///
/// The seed stores every frame and filters all of them for each query; this cache computes a
/// frame on demand and finds the rows in a rect arithmetically, with the same result.
///
/// ```swift
/// let cache = TableLayoutCache(itemSize: Size2D(width: 150, height: 300), collectionWidth: 196, numberOfItems: 10)
/// cache.visibleRows(in: Rect2D(x: 0, y: 300, width: 196, height: 852))   // 1..<4
/// ```
public struct TableLayoutCache: Hashable, Sendable {
  /// The item size; only the height is used (cells are the collection's width, as in the seed).
  public let itemSize: Size2D
  /// The collection view's width, in points.
  public let collectionWidth: Double
  /// The number of rows.
  public let numberOfItems: Int

  /// Creates a cache.
  ///
  /// - Precondition: `itemSize.height > 0` and `numberOfItems >= 0`.
  public init(itemSize: Size2D, collectionWidth: Double, numberOfItems: Int) {
    precondition(itemSize.height > 0, "a table row must have a positive height")
    precondition(numberOfItems >= 0, "the item count cannot be negative")
    self.itemSize = itemSize
    self.collectionWidth = collectionWidth
    self.numberOfItems = numberOfItems
  }

  /// The untransformed frame of `row`: `(0, h·row, collectionWidth, h)` (seed 000 `defaultCellFrame`).
  public func defaultCellFrame(atRow row: Int) -> Rect2D {
    Rect2D(x: 0, y: itemSize.height * Double(row), width: collectionWidth, height: itemSize.height)
  }

  /// The rows whose default frame intersects `rect` (CoreGraphics rules: touching is not
  /// intersecting).
  ///
  /// - Complexity: O(rows in `rect`).
  public func visibleRows(in rect: Rect2D) -> Range<Int> {
    if rect.isNull || numberOfItems == 0 { return 0..<0 }
    let height = itemSize.height
    // A superset found by arithmetic, then trimmed with the exact predicate; rows that intersect
    // a rect are contiguous, so trimming both ends gives exactly the filtered set.
    var lower = Swift.max(0, floorIndex(rect.minY / height) - 1)
    var upper = Swift.min(numberOfItems, Swift.max(lower, ceilIndex(rect.maxY / height) + 1))
    lower = Swift.min(lower, upper)
    while lower < upper, !defaultCellFrame(atRow: lower).intersects(rect) { lower += 1 }
    while upper > lower, !defaultCellFrame(atRow: upper - 1).intersects(rect) { upper -= 1 }
    return lower..<upper
  }

  /// `(collectionWidth, lastFrame.maxY)`, which is `numberOfItems · h` (0 when empty).
  public var contentSize: Size2D {
    Size2D(
      width: collectionWidth,
      height: numberOfItems == 0 ? 0 : defaultCellFrame(atRow: numberOfItems - 1).maxY)
  }
}
