import CollectionLayout
import HapticTapeTestSupport
import Testing
import TouchCore

/// The grid multiplies where line-by-line placement adds up, over at most 40 items: 1e-9 pt.
private let pointTolerance = 1e-9

@Suite struct FlowLineFillingTests {
  private func filling(
    _ direction: Axis2D = .vertical, lineLength: Double = 393, inset: Insets = .zero,
    spacing: Double = 10, lineSpacing: Double = 10
  ) -> FlowLineFilling {
    FlowLineFilling(
      scrollDirection: direction, lineLength: lineLength, sectionInset: inset,
      interitemSpacing: spacing, lineSpacing: lineSpacing)
  }

  @Test func gridJustifiesColumnsBetweenTheInsets() throws {
    let filling = filling(inset: Insets(top: 16, left: 16, bottom: 16, right: 16))
    // 361 pt share three 100-pt items: (361 − 300)/2 = 30.5 between them.
    let columns = try #require(filling.columns(itemLength: 100))
    #expect(columns == FlowColumns(count: 3, origin: 16, pitch: 130.5))
    #expect((0..<3).map(columns.origin(ofColumn:)) == [16, 146.5, 277])
    #expect(filling.lineStart(2, thickness: 100, sectionStart: 50) == 50 + 16 + 220)
    #expect(filling.length(lineCount: 3, thickness: 100) == 16 + 320 + 16)
    #expect(filling.length(lineCount: 0, thickness: 100) == 32)
  }

  @Test func aLoneItemIsCentredUnlessLongerThanTheLine() throws {
    let filling = filling(lineLength: 300, inset: Insets(left: 20, right: 40))
    #expect(try #require(filling.columns(itemLength: 200)).origin == 20 + 20)
    #expect(try #require(filling.columns(itemLength: 400)).origin == 20)
    #expect(try #require(filling.columns(itemLength: 400)).count == 1)
  }

  @Test func itemsAndSpacingWithNoExtentHaveNoCountedColumns() {
    let filling = filling(spacing: 0)
    #expect(filling.columns(itemLength: 0) == nil)
    #expect(filling.columns(itemLength: 1.0 / 1_024) == nil)  // 402 432 to a line
    #expect(
      filling.packedColumns(itemLength: 0) == FlowColumns(count: 1 << 62, origin: 0, pitch: 0))
    #expect(filling.packedColumns(itemLength: 1.0 / 1_024).count == 402_432)
  }

  @Test func anInsetFarWiderThanTheLineLeavesOneColumnAndNeverTraps() throws {
    let filling = filling(lineLength: 100, inset: Insets(left: 1e300))
    #expect(try #require(filling.columns(itemLength: 10)).count == 1)
    #expect(filling.packedColumns(itemLength: 10).count == 1)
  }

  @Test func mixedSizesJustifyFullLinesAndPackTheLast() {
    let filling = filling(.vertical, lineLength: 300, spacing: 10, lineSpacing: 5)
    let sizes = [100.0, 150, 120, 60, 80].map { Size2D(width: $0, height: $0 / 2) }
    let placed = filling.arrangement(of: sizes, start: 0)
    // 100 + 10 + 150 fit in 300, 120 does not; 120 + 60 + 80 with spacing: 280.
    #expect(placed.lines.map(\.items) == [0..<2, 2..<5])
    #expect(placed.origins.map(\.cross) == [0, 150, 0, 130, 200])
    // Line 0 is 75 thick (the 150-wide item); the 100-wide one is centred along it.
    #expect(placed.origins.map(\.main) == [12.5, 0, 80, 95, 90])
    #expect(placed.end == 75 + 5 + 60)
  }

  /// A grid's closed form is the greedy line-by-line rule: the same lines and, to rounding, the
  /// same origins and end, for random grids in both directions.
  @Test(arguments: 0..<32)
  func gridIsTheLineByLineRuleInClosedForm(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let direction: Axis2D = seed % 2 == 0 ? .vertical : .horizontal
    let inset = Double(Int.random(in: 0...24, using: &random))
    let filling = filling(
      direction, lineLength: Double(Int.random(in: 200...430, using: &random)),
      inset: Insets(top: inset, left: inset + 1, bottom: inset + 2, right: inset + 3),
      spacing: Double(Int.random(in: 0...20, using: &random)),
      lineSpacing: Double(Int.random(in: 0...20, using: &random)))
    let size = Size2D(
      width: Double(Int.random(in: 10...250, using: &random)),
      height: Double(Int.random(in: 10...250, using: &random)))
    let sizes = Array(repeating: size, count: Int.random(in: 0...40, using: &random))
    let start = Double(Int.random(in: 0...500, using: &random))

    let grid = filling.arrangement(of: sizes, start: start)
    let lines = filling.lineByLineArrangement(of: sizes, start: start)
    #expect(grid.lines.map(\.items) == lines.lines.map(\.items))
    for (mine, theirs) in zip(grid.origins, lines.origins) {
      #expect(abs(mine.main - theirs.main) <= pointTolerance)
      #expect(abs(mine.cross - theirs.cross) <= pointTolerance)
    }
    #expect(abs(grid.end - lines.end) <= pointTolerance)
  }
}
