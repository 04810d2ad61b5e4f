import CollectionLayout
import Testing
import TouchCore

/// The seed quotes angles to six decimals and θ to four.
private let sixDecimals = 5e-7
private let fourDecimals = 5e-5
private let pointTolerance = 1e-9

private func preparedWheel(
  width: Double = 375, height: Double = 667, offsetX: Double = 0, count: Int = 30
)
  -> CircularLayout
{
  var wheel = CircularLayout()
  wheel.prepare(
    LayoutContext(
      bounds: Rect2D(x: offsetX, y: 0, width: width, height: height), itemCounts: [count])
  )
  return wheel
}

@Suite struct CircularLayoutTests {
  @Test func anglePerItemAndAnchorMatchTheTutorial() {
    let wheel = preparedWheel()
    #expect(abs(wheel.anglePerItem - 0.259980) <= sixDecimals)
    #expect(abs(wheel.anchorPointY - 3.390173) <= sixDecimals)
  }

  @Test(arguments: [(320.0, 568.0, 0.4865), (375, 667, 0.6378), (414, 896, 0.9811)])
  func visibleHalfAngleMatchesTheTutorialExamples(width: Double, height: Double, theta: Double) {
    #expect(
      abs(preparedWheel(width: width, height: height).visibleHalfAngle - theta) <= fourDecimals)
  }

  @Test func cardsAreCentredAnchoredFiveHundredPointsBelowAndRotated() throws {
    let wheel = preparedWheel(offsetX: 0)
    let card = try #require(wheel.attributes(forItemAt: ItemIndexPath(item: 1)))
    #expect(card.center == Point2D(x: 187.5, y: 333.5))
    #expect(abs(card.position.y - (333.5 + 500)) <= pointTolerance)
    #expect(card.angle == wheel.anglePerItem)
    #expect(card.transform == Transform2D(rotationAngle: wheel.anglePerItem))
    #expect(card.zIndex == 259_979)  // Int(0.2599798 · 1e6)
  }

  @Test func onlyCardsWithinTheWedgeAreProduced() {
    // At the left end angle = 0, θ = 0.6378 rad: end = ceil(0.6378/0.25998) = 3.
    let wheel = preparedWheel(offsetX: 0)
    #expect(wheel.attributes(in: wheel.bounds).map(\.indexPath.item) == [0, 1, 2, 3])
  }

  @Test func itemAttributesAreFoundByItemIndexAtTheRightEnd() throws {
    // At the right end the produced cards start far above 0; the tutorial's list lookup would
    // return the wrong card or go out of range.
    let wheel = preparedWheel(offsetX: 30 * 133 - 375)
    let visible = wheel.attributes(in: wheel.bounds).map(\.indexPath.item)
    #expect(visible.first ?? 0 > 0)
    let last = try #require(wheel.attributes(forItemAt: ItemIndexPath(item: 29)))
    #expect(abs(try #require(last.angle)) <= 1e-12)
  }

  @Test(arguments: [(1.0, 3.0), (-1.0, 2.0), (0.0, 2.0)])
  func snappingFollowsTheVelocitySign(velocity: Double, multiplier: Double) {
    // ratio 2.3 between cards 2 and 3: ceil when moving right, floor when left, round at rest.
    let wheel = preparedWheel()
    let step = (30 * 133 - 375) / 29.0
    let decision = wheel.targetContentOffset(
      proposed: Point2D(x: 2.3 * step, y: 0), velocity: Vector2D(dx: velocity, dy: 0))
    #expect(abs(decision.targetContentOffset.x - multiplier * step) <= 1e-9)
  }

  @Test func snappingAtRestRoundsUpPastHalf() {
    let wheel = preparedWheel()
    let step = (30 * 133 - 375) / 29.0
    let decision = wheel.targetContentOffset(
      proposed: Point2D(x: 2.6 * step, y: 0), velocity: .zero)
    #expect(abs(decision.targetContentOffset.x - 3 * step) <= 1e-9)
  }
}
