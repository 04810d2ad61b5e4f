import CollectionLayout
import Testing
import TouchCore

@Suite struct TableLayoutCacheTests {
  @Test func rowsAreFullWidthAndStackedByItemHeight() {
    let cache = TableLayoutCache(
      itemSize: Size2D(width: 150, height: 300), collectionWidth: 196, numberOfItems: 10)
    #expect(cache.defaultCellFrame(atRow: 3) == Rect2D(x: 0, y: 900, width: 196, height: 300))
    #expect(cache.contentSize == Size2D(width: 196, height: 3_000))
  }

  @Test func visibleRowsExcludeRowsThatOnlyTouchTheRect() {
    let cache = TableLayoutCache(
      itemSize: Size2D(width: 150, height: 300), collectionWidth: 196, numberOfItems: 10)
    // 300…1152 touches row 0's bottom edge and row 3's top edge is inside: rows 1, 2, 3.
    #expect(cache.visibleRows(in: Rect2D(x: 0, y: 300, width: 196, height: 852)) == 1..<4)
    #expect(cache.visibleRows(in: Rect2D(x: 0, y: 3_000, width: 196, height: 852)).isEmpty)
    #expect(cache.visibleRows(in: Rect2D(x: 196, y: 0, width: 10, height: 852)).isEmpty)
  }

  @Test func emptyTableHasNoContent() {
    let cache = TableLayoutCache(
      itemSize: Size2D(width: 150, height: 300), collectionWidth: 196, numberOfItems: 0)
    #expect(cache.contentSize == Size2D(width: 196, height: 0))
    #expect(cache.visibleRows(in: Rect2D(x: 0, y: 0, width: 196, height: 852)).isEmpty)
  }

  @Test func zeroRowHeightTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = TableLayoutCache(
        itemSize: Size2D(width: 150, height: 0), collectionWidth: 196, numberOfItems: 1)
    }
  }

  @Test func negativeItemCountTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = TableLayoutCache(
        itemSize: Size2D(width: 150, height: 300), collectionWidth: 196, numberOfItems: -1)
    }
  }
}
