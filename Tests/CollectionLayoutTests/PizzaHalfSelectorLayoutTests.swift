import CollectionLayout
import Testing
import TouchCore

/// Geometry is computed in doubles from exact inputs; 1e-9 pt covers rounding only.
private let pointTolerance = 1e-9

/// A left half on the default device: (393 − 1)/2 = 196 wide, 852 tall, 10 pizzas
/// (docs/seed-screens.md#pizza-halves).
private func preparedHalf(
  offsetY: Double, height: Double = 852, style: PizzaHalfSelectorLayout.Style = .standard,
  orientation: PizzaHalfOrientation = .left,
  margins: Insets = Insets(top: 0, left: 16, bottom: 0, right: 20)
) -> PizzaHalfSelectorLayout {
  var layout = PizzaHalfSelectorLayout(orientation: orientation, style: style)
  layout.prepare(
    LayoutContext(
      bounds: Rect2D(x: 0, y: offsetY, width: 196, height: height),
      contentInset: PizzaHalfSelectorLayout.contentInset(boundsHeight: height, pizzaSize: 300),
      layoutMargins: margins, itemCounts: [10]))
  return layout
}

@Suite struct PizzaHalfSelectorLayoutTests {
  @Test func cellOneRowFromCentreIsSmallestFadedAndPulledUp30() throws {
    // Row 2 centred: cY = 750 = offset 324 + 852/2. Row 3 is 300 pt below, so n clamps to 1 and
    // the scale is 1 − 0.6 = 0.4 (docs/seed-screens.md#pizza-halves, `scaleFactor`).
    let layout = preparedHalf(offsetY: 324)
    let cell = layout.cellAttributes(atRow: 3)
    #expect(abs(cell.transform.a - 0.4) <= pointTolerance)
    #expect(abs(cell.transform.d - 0.4) <= pointTolerance)
    #expect(abs(cell.alpha - 0.4) <= pointTolerance)
    #expect(abs(cell.frame.minY - (900 - 30)) <= pointTolerance)
    #expect(cell.zIndex == 0)
  }

  @Test func cellHundredPointsFromCentreIsScaledSevenTenthsAndPulledUp17Point5() {
    // cY = 650 (offset 224); row 2's centre (750) is 100 pt below it.
    let layout = preparedHalf(offsetY: 224)
    let cell = layout.cellAttributes(atRow: 2)
    #expect(abs(cell.transform.a - 0.7) <= pointTolerance)
    #expect(abs(cell.alpha - 0.7) <= pointTolerance)
    #expect(abs(cell.frame.minY - (600 - 17.5)) <= pointTolerance)
  }

  @Test(arguments: [PizzaHalfOrientation.left, .right])
  func scaledHalvesKeepTwoPointsFromTheSeam(orientation: PizzaHalfOrientation) {
    let layout = preparedHalf(offsetY: 224, orientation: orientation)
    for row in 0..<4 {
      let cell = layout.cellAttributes(atRow: row)
      let halfWidth = cell.size.width * cell.transform.a / 2
      if orientation == .left {
        #expect(abs(cell.center.x + halfWidth - 194) <= pointTolerance)
      } else {
        #expect(abs(cell.center.x - halfWidth - 2) <= pointTolerance)
      }
    }
  }

  @Test func headerIsFixedAboveTheCentredPizzaOnAn896PointScreen() throws {
    let layout = preparedHalf(offsetY: 1_000, height: 896)
    let frame = layout.defaultFrameForHeader()
    #expect(abs(frame.minY - (1_000 + 238)) <= pointTolerance)
    #expect(abs(frame.maxY - (1_000 + 298)) <= pointTolerance)
    #expect(frame.minX == 20)  // max(left 16, right 20)
    #expect(frame.width == 196 - 40)
    let header = try #require(
      layout.attributes(forSupplementaryOfKind: .header, at: ItemIndexPath(item: 4)))
    #expect(header.frame == frame)
    #expect(header.zIndex == 2)
  }

  @Test func headerFadesAndSlidesWithItsRowsDistance() {
    // H = 852, offset 224: cY = 650; row 2 is 100 pt below → n = 0.5.
    let layout = preparedHalf(offsetY: 224)
    let header = layout.headerAttributes(atRow: 2)
    #expect(abs(header.alpha - 0.5) <= pointTolerance)
    #expect(abs(header.transform.ty - 10) <= pointTolerance)
    let above = layout.headerAttributes(atRow: 1)  // 200 pt above: n = −1, invisible
    #expect(above.alpha == 0)
    let categories = layout.attributes(in: layout.bounds).filter { $0.category != .cell }
    #expect(categories.map(\.indexPath.item) == [2])
  }

  @Test func drumStacksRowsAroundCurrentRowThree() {
    // cY = 1050 puts row 3 under the centre (seed 000 table).
    let layout = preparedHalf(offsetY: 1_050 - 426, style: .drum)
    #expect(layout.currentPizzaIndexInt == 3)
    #expect((0..<10).map { layout.drumZIndex(row: $0) } == [0, 1, 2, 10, 5, 4, 3, 2, 1, 0])
    #expect(
      (0..<10).map { layout.cellAttributes(atRow: $0).zIndex } == [0, 1, 2, 10, 5, 4, 3, 2, 1, 0])
  }

  @Test func drumSlidesCellsFromTheCentreFrameBy220AndKeepsThemOpaque() {
    let layout = preparedHalf(offsetY: 1_050 - 426, style: .drum)
    let below = layout.cellAttributes(atRow: 4)  // 300 pt below: n = 1
    #expect(abs(below.frame.minY - (layout.centerPizzaFrame.minY + 220)) <= pointTolerance)
    #expect(below.alpha == 1)
    let centred = layout.cellAttributes(atRow: 3)
    #expect(abs(centred.frame.minY - layout.centerPizzaFrame.minY) <= pointTolerance)
  }

  @Test func flingIntoAnotherRowCentresThatRow() {
    let layout = preparedHalf(offsetY: 1_050 - 426)
    let decision = layout.targetContentOffset(
      proposed: Point2D(x: 0, y: 624 + 300), velocity: Vector2D(dx: 0, dy: 2))
    #expect(decision.targetContentOffset == Point2D(x: 0, y: 1_350 - 426))
    #expect(decision.followUp == nil)
  }

  @Test func flingWithinTheCurrentRowStopsAndScrollsBackTwice() {
    let layout = preparedHalf(offsetY: 624)
    let decision = layout.targetContentOffset(
      proposed: Point2D(x: 0, y: 624 + 100), velocity: Vector2D(dx: 0, dy: 0.5))
    #expect(decision.targetContentOffset == Point2D(x: 0, y: 624))
    #expect(
      decision.followUp
        == ScrollToItemRequest(
          indexPath: ItemIndexPath(item: 3), position: .centeredVertically, isAnimated: true,
          isRepeatedOnNextTurn: true))
  }

  @Test func itemAttributesAreTheUntransformedRow() throws {
    let layout = preparedHalf(offsetY: 224)
    let row = try #require(layout.attributes(forItemAt: ItemIndexPath(item: 5)))
    #expect(row.frame == Rect2D(x: 0, y: 1_500, width: 196, height: 300))
    #expect(row.transform3D == .identity)
  }

  @Test func pizzaIsSmallerOnNarrowScreens() {
    #expect(PizzaHalfSelectorLayout.mainPizzaSize(screenWidth: 320) == 230)
    #expect(PizzaHalfSelectorLayout.mainPizzaSize(screenWidth: 375) == 300)
  }
}
