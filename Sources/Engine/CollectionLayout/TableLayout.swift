import TouchCore

/// A one-column table: full-width rows of a fixed height, one after another (seed 000 `TableLayout`).
///
/// ```swift
/// var table = TableLayout(itemSize: Size2D(width: 150, height: 300))
/// table.prepare(LayoutContext(bounds: Rect2D(x: 0, y: 0, width: 196, height: 852), itemCounts: [10]))
/// table.contentSize   // 196 × 3000
/// ```
public struct TableLayout: CollectionViewLayout, Hashable, Sendable {
  /// The item size; rows are `itemSize.height` tall and the collection's width wide.
  public var itemSize: Size2D
  /// The frames of the prepared pass.
  public private(set) var cache: TableLayoutCache
  /// The section the table shows (the seed's `section = 0`).
  public let section = 0

  /// Creates a table layout.
  ///
  /// - Precondition: `itemSize.height > 0`.
  public init(itemSize: Size2D) {
    self.itemSize = itemSize
    self.cache = TableLayoutCache(itemSize: itemSize, collectionWidth: 0, numberOfItems: 0)
  }

  /// Rebuilds the cache for the context's width and item count.
  public mutating func prepare(_ context: LayoutContext) {
    cache = TableLayoutCache(
      itemSize: itemSize, collectionWidth: context.bounds.width,
      numberOfItems: context.numberOfItems(inSection: section))
  }

  /// `(width, rows · itemSize.height)`.
  public var contentSize: Size2D { cache.contentSize }

  /// The rows whose frame intersects `rect`.
  ///
  /// - Complexity: O(rows in `rect`).
  public func attributes(in rect: Rect2D) -> [LayoutAttributes] {
    cache.visibleRows(in: rect).map { defaultAttributes(atRow: $0) }
  }

  /// The untransformed row, or `nil` outside the table.
  public func attributes(forItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
    guard indexPath.section == section, (0..<cache.numberOfItems).contains(indexPath.item) else {
      return nil
    }
    return defaultAttributes(atRow: indexPath.item)
  }

  /// `false`: `UICollectionViewLayout`'s default, which the seed's table keeps.
  public func shouldInvalidate(forBoundsChange newBounds: Rect2D) -> Bool { false }

  func defaultAttributes(atRow row: Int) -> LayoutAttributes {
    LayoutAttributes(
      forCellAt: ItemIndexPath(item: row, section: section),
      frame: cache.defaultCellFrame(atRow: row))
  }
}
