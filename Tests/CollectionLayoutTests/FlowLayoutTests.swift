import CollectionLayout
import Testing
import TouchCore

private let pointTolerance = 1e-9

@Suite struct FlowLayoutTests {
  @Test func verticalGridJustifiesFullLines() throws {
    var flow = FlowLayout(scrollDirection: .vertical, itemSize: Size2D(width: 100, height: 100))
    flow.prepare(
      LayoutContext(bounds: Rect2D(x: 0, y: 0, width: 393, height: 852), itemCounts: [7]))
    // 3 per line: (393 − 300)/2 = 46.5 between items; lines 110 apart.
    #expect(
      try #require(flow.attributes(forItemAt: ItemIndexPath(item: 4))).frame
        == Rect2D(x: 146.5, y: 110, width: 100, height: 100))
    #expect(
      try #require(flow.attributes(forItemAt: ItemIndexPath(item: 6))).frame.origin
        == Point2D(x: 0, y: 220))
    #expect(flow.contentSize == Size2D(width: 393, height: 320))
  }

  @Test func sectionsFollowEachOtherWithTheirInsets() throws {
    var flow = FlowLayout(scrollDirection: .horizontal, itemSize: Size2D(width: 50, height: 100))
    flow.sectionInset = Insets(top: 0, left: 5, bottom: 0, right: 7)
    flow.minimumLineSpacing = 3
    flow.prepare(
      LayoutContext(bounds: Rect2D(x: 0, y: 0, width: 300, height: 100), itemCounts: [2, 1]))
    // Section 0: 5 + 50 + 3 + 50 + 7 = 115; section 1 starts there.
    #expect(
      try #require(flow.attributes(forItemAt: ItemIndexPath(item: 0, section: 1))).frame.minX == 120
    )
    #expect(flow.contentSize == Size2D(width: 115 + 62, height: 100))
  }

  @Test func rightToLeftMirrorsHorizontalFrames() throws {
    var flow = FlowLayout(scrollDirection: .horizontal, itemSize: Size2D(width: 100, height: 50))
    flow.minimumLineSpacing = 0
    flow.prepare(
      LayoutContext(
        bounds: Rect2D(x: 0, y: 0, width: 200, height: 50), itemCounts: [3],
        layoutDirection: .rightToLeft))
    #expect(try #require(flow.attributes(forItemAt: ItemIndexPath(item: 0))).frame.minX == 200)
    #expect(
      flow.attributes(in: Rect2D(x: 0, y: 0, width: 100, height: 50)).map(\.indexPath.item) == [2])
  }

  @Test func secretOfferRowHidesAllButSixteenPointsOfTheSecretCard() {
    let row = SecretOfferRow()
    #expect(row.cellHorizontalInsets == 40)
    #expect(row.cellVisiblePart == 16)
    #expect(row.cardWidth(boundsWidth: 393) == 353)
    #expect(
      row.contentInset(boundsWidth: 393, isSecretHidden: true) == Insets(left: 4, right: -337))
    #expect(
      row.contentInset(boundsWidth: 393, isSecretHidden: false) == Insets(left: 4, right: 12))
  }

  @Test(arguments: [(300.0, 353.0), (700, 714), (730, 714), (-4, -4)])
  func secretOfferRowSnapsTheNearestCardToTheCentre(proposed: Double, target: Double) {
    let row = SecretOfferRow()
    var flow = row.makeLayout(boundsSize: Size2D(width: 393, height: 180))
    flow.prepare(
      LayoutContext(
        bounds: Rect2D(x: 0, y: 0, width: 393, height: 180),
        contentInset: row.contentInset(boundsWidth: 393, isSecretHidden: true), itemCounts: [4]))
    // Cards are 353 wide, 361 apart, first at x = 12: card i's centre is 188.5 + 361 i.
    let decision = flow.targetContentOffset(
      proposed: Point2D(x: proposed, y: 0), velocity: Vector2D(dx: 1, dy: 0))
    #expect(abs(decision.targetContentOffset.x - target) <= pointTolerance)
  }
}
