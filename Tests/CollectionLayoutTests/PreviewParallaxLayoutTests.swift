import CollectionLayout
import Testing
import TouchCore

private let pointTolerance = 1e-9

private func preparedPreview(offsetX: Double) -> PreviewParallaxLayout {
  var preview = PreviewParallaxLayout()
  preview.prepare(
    LayoutContext(bounds: Rect2D(x: offsetX, y: 0, width: 393, height: 852), itemCounts: [5]))
  return preview
}

@Suite struct PreviewParallaxLayoutTests {
  @Test func pagesArePushedApartBy22PointsAtMidSwipe() {
    let preview = preparedPreview(offsetX: 196.5)
    let pages = preview.attributes(in: preview.bounds)
    #expect(pages.map(\.indexPath.item) == [0, 1])
    #expect(abs(pages[0].transform.tx - -22) <= pointTolerance)
    #expect(abs(pages[1].transform.tx - 22) <= pointTolerance)
    #expect(pages[0].parallaxValue == -0.5)
    #expect(pages[1].parallaxValue == 0.5)
  }

  @Test func restingPageHasZeroParallaxAndNeighboursNone() {
    let preview = preparedPreview(offsetX: 393)
    let pages = preview.attributes(in: Rect2D(x: 0, y: 0, width: 393 * 3, height: 852))
    #expect(pages.map(\.parallaxValue) == [nil, 0, nil])
    #expect(pages.allSatisfy { $0.transform.tx == 0 })
  }

  @Test func imageMovesAgainstTheParallaxByThreeTenthsOfTheWidth() {
    #expect(
      abs(PreviewParallaxLayout.imageTranslation(parallaxValue: 0.5, cellWidth: 393) - -58.95)
        <= pointTolerance)
    #expect(PreviewParallaxLayout.imageTranslation(parallaxValue: nil, cellWidth: 393) == 0)
  }

  @Test func pendingTargetIndexPicksItsPageAfterABoundsChange() {
    var preview = PreviewParallaxLayout()
    preview.pendingTargetIndex = 3
    preview.prepare(
      LayoutContext(bounds: Rect2D(x: 0, y: 0, width: 852, height: 393), itemCounts: [5]))
    #expect(
      preview.targetContentOffset(proposed: Point2D(x: 1_179, y: 0)) == Point2D(x: 2_556, y: 0))
    preview.pendingTargetIndex = nil
    #expect(
      preview.targetContentOffset(proposed: Point2D(x: 1_179, y: 0)) == Point2D(x: 1_179, y: 0))
  }
}
