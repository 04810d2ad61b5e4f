import CollectionLayout
import Testing
import TouchCore

private let pointTolerance = 1e-9

/// A 393 × 66 strip (docs/seed-screens.md#photos): items 33 × 66, pitch 37,
/// farInset (393 − 33 − 4)/2 = 178.
private func preparedStrip(
  offsetX: Double, count: Int = 6, configure: (inout ThumbnailLayout) -> Void = { _ in }
)
  -> ThumbnailLayout
{
  var strip = ThumbnailLayout(aspectRatios: [1.5, 0.75, 2.0, 1.0, 0.5, 1.25])
  configure(&strip)
  let size = Size2D(width: 393, height: 66)
  strip.prepare(
    LayoutContext(
      bounds: Rect2D(origin: Point2D(x: offsetX, y: 0), size: size),
      contentInset: ThumbnailLayout.contentInset(boundsSize: size), itemCounts: [count]))
  return strip
}

private func cell(_ strip: ThumbnailLayout, _ item: Int) -> LayoutAttributes {
  strip.attributes(forItemAt: ItemIndexPath(item: item))
    ?? LayoutAttributes(forCellAt: ItemIndexPath(item: -1))
}

@Suite struct ThumbnailLayoutTests {
  @Test func stripGeometryFollowsTheBoundsHeight() {
    let strip = preparedStrip(offsetX: -178)
    #expect(strip.itemSize == Size2D(width: 33, height: 66))
    #expect(strip.farInset == 178)
    #expect(strip.contentSize == Size2D(width: 6 * 37, height: 66))
  }

  @Test func centredThumbnailGrowsToItsAspectRatioAndPushesNeighboursRight() {
    let strip = preparedStrip(offsetX: -178)
    #expect(cell(strip, 0).size == Size2D(width: 99, height: 66))  // 66 · 1.5
    #expect(cell(strip, 0).transform.tx == 0)
    // (66 · 1.5 − 33 + 20)/2 = 43 for every cell to its right.
    #expect(cell(strip, 1).transform.tx == 43)
    #expect(cell(strip, 5).transform.tx == 43)
    #expect(cell(strip, 1).size == Size2D(width: 33, height: 66))
  }

  @Test func halfwayBetweenTwoThumbnailsBothHalfExpand() {
    let strip = preparedStrip(offsetX: -178 + 18.5)
    #expect(cell(strip, 0).size.width == 66)  // 33 + 66 · 0.5
    #expect(cell(strip, 1).size.width == 42)  // ceil(33 + 16.5 · 0.5)
    #expect(abs(cell(strip, 0).transform.tx - -9.125) <= pointTolerance)  // (8.25 + 10)/2
    #expect(abs(cell(strip, 1).transform.tx - 21.5) <= pointTolerance)  // (33 + 10)/2
    #expect(abs(cell(strip, 2).transform.tx - 30.625) <= pointTolerance)
  }

  @Test func zeroExpandingRateKeepsEveryThumbnailAtRest() {
    let strip = preparedStrip(offsetX: -178) { $0.expandingRate = 0 }
    for item in 0..<6 {
      #expect(cell(strip, item).size == Size2D(width: 33, height: 66))
      #expect(cell(strip, item).transform3D == .identity)
    }
  }

  @Test func collapseThenDeleteComposeAndCloseTheGap() {
    let collapsed = preparedStrip(offsetX: -178) { $0.updates[2] = .collapse(1) }
    #expect(cell(collapsed, 2).size == Size2D(width: 0, height: 0))
    #expect(cell(collapsed, 2).alpha == 0)
    #expect(cell(collapsed, 3).transform.tx == 43)
    let deleting = preparedStrip(offsetX: -178) {
      $0.updates[2] = ThumbnailCellUpdate.collapse(1).then(.delete(0.5, direction: .right))
    }
    #expect(cell(deleting, 2).size.width == 0)
    #expect(cell(deleting, 3).transform.tx == 43 - 16.5)  // the far side closes by w · 0.5
    #expect(cell(deleting, 1).transform.tx == 43)
  }

  @Test func laterUpdatesWinFieldByField() {
    let update = ThumbnailCellUpdate.expand(0.3).then(.collapse(0.2)).then(.expand(0.9))
    #expect(update == ThumbnailCellUpdate(expanding: 0.9, collapsing: 0.2))
  }

  @Test func flingSnapsToTheNearerThumbnail() {
    let strip = preparedStrip(offsetX: -178)
    let right = strip.targetContentOffset(
      proposed: Point2D(x: -158, y: 0), velocity: Vector2D(dx: 1, dy: 0))
    #expect(right.targetContentOffset == Point2D(x: -141, y: 0))
    let left = strip.targetContentOffset(
      proposed: Point2D(x: -162, y: 0), velocity: Vector2D(dx: -1, dy: 0))
    #expect(left.targetContentOffset == Point2D(x: -178, y: 0))
  }

  @Test func nearestIndexFollowsTheOffset() {
    #expect(preparedStrip(offsetX: -141).nearestIndex == 1)
    #expect(preparedStrip(offsetX: -178 + 5 * 37).nearestIndex == 5)
    #expect(preparedStrip(offsetX: 10_000).nearestIndex == 5)
  }

  @Test func boundsChangeKeepsTheActiveThumbnailCentred() {
    let strip = preparedStrip(offsetX: 0) { $0.pendingTargetIndex = 2 }
    #expect(
      strip.targetContentOffset(proposed: Point2D(x: 0, y: 0)) == Point2D(x: 2 * 37 - 178, y: 0))
    #expect(strip.contentOffset(relative: 2.0 / 6) == Point2D(x: 2 * 37 - 178, y: 0))
  }
}
