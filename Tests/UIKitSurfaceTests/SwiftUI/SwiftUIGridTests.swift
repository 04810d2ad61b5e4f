import HapticTapeSwiftUI
import Testing

// Tolerance: layout in points, exact to 1e-9, `expectFrame`'s default (the arithmetic is SwiftUI's grid algorithm).

/// A cell of `height` named `identifier` (a colour takes the width its column offers).
private func cell(_ identifier: String, height: CGFloat) -> some View {
  Color.red.frame(height: height).accessibilityIdentifier(identifier)
}

/// A box of `width` by `height` named `identifier`.
private func box(_ identifier: String, _ width: CGFloat, _ height: CGFloat) -> some View {
  Color.red.frame(width: width, height: height).accessibilityIdentifier(identifier)
}

@Suite("SwiftUI grids: lazy grids' tracks and Grid's columns, as SwiftUI sizes them")
struct SwiftUIGridTests {
  @Test func aFixedColumnKeepsItsWidthAndAnAdaptiveOneFitsColumnsOfItsMinimum() {
    // objc.io's first quiz: 200 − 8 (spacing after the fixed column) − 70 = 122 for the
    // adaptive column; ⌊(122 + 8) / (40 + 8)⌋ = 2 columns of (122 − 8) / 2 = 57.
    let root = hostedLayout(
      LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
        cell("a", height: 20)
        cell("b", height: 20)
        cell("c", height: 20)
        cell("d", height: 20)
      }
      .frame(width: 200))
    // Two rows of 20, 8 apart: 48 tall, centred: y = (852 − 48) / 2 = 402; x = (393 − 200) / 2.
    expectFrame("a", in: root, CGRect(x: 96.5, y: 402, width: 70, height: 20))
    expectFrame("b", in: root, CGRect(x: 96.5 + 78, y: 402, width: 57, height: 20))
    expectFrame("c", in: root, CGRect(x: 96.5 + 78 + 65, y: 402, width: 57, height: 20))
    // The fourth view starts the second row: 402 + 20 + 8.
    expectFrame("d", in: root, CGRect(x: 96.5, y: 430, width: 70, height: 20))
  }

  @Test func flexibleColumnsShareTheRestInOrderAndTheGridSizesThemAgainForItsOwnWidth() {
    // objc.io's second quiz. Sizing for 300: 300 − 8 = 292; 292 / 2 = 146 for the first (its
    // minimum 100 is below); 146 left for the second, raised to its minimum 180: the grid is
    // 146 + 8 + 180 = 334 wide. Placed in 334: 326 / 2 = 163 for the first, 180 for the second.
    let root = hostedLayout(
      LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
        cell("first", height: 10)
        cell("second", height: 10)
      }
      .frame(width: 300))
    let first = frame(of: "first", in: root)
    let second = frame(of: "second", in: root)
    #expect(first?.width == 163)
    #expect(second?.width == 180)
    // The second column starts 163 + 8 after the first.
    #expect((second?.minX ?? 0) - (first?.minX ?? 0) == 171)
  }

  @Test func aFlexibleColumnStopsAtItsMaximumAndTheGridIsAsWideAsItsColumns() {
    // 393 − 8 = 385; the fixed column takes 50 first; the flexible one is offered 335 and
    // keeps 100. The grid is 100 + 8 + 50 = 158 wide, centred: x = (393 − 158) / 2 = 117.5.
    let root = hostedLayout(
      LazyVGrid(columns: [GridItem(.flexible(maximum: 100)), GridItem(.fixed(50))]) {
        cell("wide", height: 30)
        cell("narrow", height: 30)
      })
    expectFrame("wide", in: root, CGRect(x: 117.5, y: 411, width: 100, height: 30))
    expectFrame("narrow", in: root, CGRect(x: 225.5, y: 411, width: 50, height: 30))
  }

  @Test func eachRowIsAsTallAsItsTallestCellAndACellSitsByItsItemsAlignment() {
    // Two fixed columns of 100, 8 apart (208 wide); rows 10 apart. Row one is 40 tall (its
    // tallest), row two 20: the grid is 40 + 10 + 20 = 70 tall, at y = (852 − 70) / 2 = 391 and
    // x = (393 − 208) / 2 = 92.5.
    let root = hostedLayout(
      LazyVGrid(
        columns: [GridItem(.fixed(100)), GridItem(.fixed(100), alignment: .top)], spacing: 10
      ) {
        cell("tall", height: 40)
        cell("top", height: 10)
        cell("centred", height: 12)
        cell("rowTwo", height: 20)
      })
    expectFrame("tall", in: root, CGRect(x: 92.5, y: 391, width: 100, height: 40))
    // The second column aligns its cells to the top of their row.
    expectFrame("top", in: root, CGRect(x: 200.5, y: 391, width: 100, height: 10))
    // Row two starts at 391 + 40 + 10 = 441; the first column centres: 441 + (20 − 12) / 2.
    expectFrame("centred", in: root, CGRect(x: 92.5, y: 445, width: 100, height: 12))
    expectFrame("rowTwo", in: root, CGRect(x: 200.5, y: 441, width: 100, height: 20))
  }

  @Test func anAdaptiveColumnFillsTheWidthWithAsManyColumnsAsFit() {
    // ⌊(393 + 8) / (80 + 8)⌋ = 4 columns of (393 − 3 × 8) / 4 = 92.25, 8 apart.
    let root = hostedLayout(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
        ForEach(0..<5) { index in cell("photo\(index)", height: 50) }
      })
    // Two rows: 50 + 8 + 50 = 108 tall, at y = (852 − 108) / 2 = 372.
    expectFrame("photo0", in: root, CGRect(x: 0, y: 372, width: 92.25, height: 50))
    expectFrame("photo1", in: root, CGRect(x: 100.25, y: 372, width: 92.25, height: 50))
    expectFrame("photo3", in: root, CGRect(x: 300.75, y: 372, width: 92.25, height: 50))
    expectFrame("photo4", in: root, CGRect(x: 0, y: 430, width: 92.25, height: 50))
  }

  @Test func aHorizontalGridFillsColumnsOfRowsEachAsWideAsItsWidestCell() {
    // Rows of 30 and 50, 8 apart: 88 tall; columns 5 apart. Column one is 40 wide (its widest
    // cell), column two 10: the grid is 55 wide, at x = (393 − 55) / 2 = 169, y = (852 − 88) / 2.
    let root = hostedLayout(
      LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(50))], spacing: 5) {
        Color.red.frame(width: 20).accessibilityIdentifier("a")
        Color.red.frame(width: 40).accessibilityIdentifier("b")
        Color.red.frame(width: 10).accessibilityIdentifier("c")
      })
    // Each cell takes its row's height; "a" is centred in its 40-pt column.
    expectFrame("a", in: root, CGRect(x: 179, y: 382, width: 20, height: 30))
    expectFrame("b", in: root, CGRect(x: 169, y: 420, width: 40, height: 50))
    expectFrame("c", in: root, CGRect(x: 214, y: 382, width: 10, height: 30))
  }

  @Test func withNoWidthOfferedAFlexibleColumnTakesItsMinimum() {
    // Ours: fixedSize offers the grid no width; a flexible column then takes its minimum, 10 by
    // default (Apple's `flexible(minimum: 10)`); the colour is offered no height: 10.
    let root = hostedLayout(
      LazyVGrid(columns: [GridItem()]) { Color.red.accessibilityIdentifier("only") }
        .fixedSize())
    expectFrame("only", in: root, CGRect(x: 191.5, y: 421, width: 10, height: 10))
  }

  @Test func flexibleColumnsOfferedUnlimitedWidthShareItWithoutNaN() {
    // A stack measures a grid with an unlimited width as well as the room it has. Offered ∞,
    // the first flexible column took ∞ and left ∞ − ∞ (NaN) to the second. In 393: the fixed
    // view takes 60 and the spacing 15, the grid 318; its columns (318 − 15) / 2 = 151.5.
    let root = hostedLayout(
      HStack(alignment: .top, spacing: 15) {
        box("avatar", 60, 60)
        LazyVGrid(
          columns: Array(repeating: GridItem(.flexible(), spacing: 15), count: 2), spacing: 10
        ) {
          cell("left", height: 120)
          cell("right", height: 120)
        }
      })
    let left = frame(of: "left", in: root)
    let right = frame(of: "right", in: root)
    #expect(left?.width == 151.5)
    #expect(right?.width == 151.5)
    #expect((right?.minX ?? 0) - (left?.minX ?? 0) == 166.5)
  }

  @Test func badGridItemsLayOutWithoutTrapping() {
    // No columns: nothing is shown. A NaN width is 0. A zero minimum with zero spacing makes one
    // column (ours), not columns without end.
    let root = hostedLayout(
      VStack(spacing: 0) {
        LazyVGrid(columns: []) { cell("none", height: 10) }
        LazyVGrid(columns: [GridItem(.fixed(.nan)), GridItem(.fixed(-5))]) {
          cell("nan", height: 10)
          cell("negative", height: 10)
        }
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: 0)]) {
          cell("zero", height: 10)
        }
      })
    #expect(frame(of: "none", in: root)?.size == .zero)
    #expect(frame(of: "nan", in: root)?.width == 0)
    #expect(frame(of: "negative", in: root)?.width == 0)
    #expect(frame(of: "zero", in: root)?.width == 393)
  }

  // MARK: - Grid

  @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
    // Columns max(30, 60) = 60 and max(50, 20) = 50, 8 apart: 118 wide; rows 20 and 10, 8
    // apart: 38 tall. At x = (393 − 118) / 2 = 137.5, y = (852 − 38) / 2 = 407; cells centred.
    let root = hostedLayout(
      Grid {
        GridRow {
          box("a", 30, 10)
          box("b", 50, 20)
        }
        GridRow {
          box("c", 60, 10)
          box("d", 20, 10)
        }
      })
    expectFrame("a", in: root, CGRect(x: 137.5 + 15, y: 407 + 5, width: 30, height: 10))
    expectFrame("b", in: root, CGRect(x: 137.5 + 68, y: 407, width: 50, height: 20))
    expectFrame("c", in: root, CGRect(x: 137.5, y: 407 + 28, width: 60, height: 10))
    expectFrame("d", in: root, CGRect(x: 205.5 + 15, y: 435, width: 20, height: 10))
  }

  @Test func theGridsAlignmentPlacesCellsAndARowsAlignmentOverridesItVertically() {
    // Columns 60 and 50, 4 apart: 114 wide; rows 20 and 10, 2 apart: 32 tall; at
    // x = (393 − 114) / 2 = 139.5, y = (852 − 32) / 2 = 410. Cells bottom leading; row one top.
    let root = hostedLayout(
      Grid(alignment: .bottomLeading, horizontalSpacing: 4, verticalSpacing: 2) {
        GridRow(alignment: .top) {
          box("a", 30, 10)
          box("b", 50, 20)
        }
        GridRow {
          box("c", 60, 10)
          box("d", 20, 6)
        }
      })
    expectFrame("a", in: root, CGRect(x: 139.5, y: 410, width: 30, height: 10))
    expectFrame("b", in: root, CGRect(x: 203.5, y: 410, width: 50, height: 20))
    expectFrame("c", in: root, CGRect(x: 139.5, y: 432, width: 60, height: 10))
    // Row two starts at 410 + 20 + 2 = 432; its 6-pt cell sits at its bottom: 432 + 4.
    expectFrame("d", in: root, CGRect(x: 203.5, y: 436, width: 20, height: 6))
  }

  @Test func flexibleCellsShareTheWidthLeftAsAStacksViewsDo() {
    // The fixed column is sized first (offered 393 / 2, it keeps 93); the colour's column
    // takes the 300 left. The one row takes the 852 offered (the colour's height).
    let root = hostedLayout(
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.accessibilityIdentifier("fill")
          box("fixed", 93, 20)
        }
      })
    expectFrame("fill", in: root, CGRect(x: 0, y: 0, width: 300, height: 852))
    expectFrame("fixed", in: root, CGRect(x: 300, y: 416, width: 93, height: 20))
  }

  @Test func aSpanningCellAndAWholeRowTakeTheColumnsWidth() {
    // Columns 40 and 60, 10 apart: 110 wide; rows 10, 5 and 3: 18 tall (no vertical spacing).
    // At x = (393 − 110) / 2 = 141.5, y = (852 − 18) / 2 = 417.
    let root = hostedLayout(
      Grid(horizontalSpacing: 10, verticalSpacing: 0) {
        GridRow {
          box("a", 40, 10)
          box("b", 60, 10)
        }
        GridRow {
          Color.red.frame(height: 5).gridCellColumns(2).accessibilityIdentifier("span")
        }
        Color.blue.frame(height: 3).accessibilityIdentifier("whole")
      })
    expectFrame("span", in: root, CGRect(x: 141.5, y: 427, width: 110, height: 5))
    expectFrame("whole", in: root, CGRect(x: 141.5, y: 432, width: 110, height: 3))
  }

  @Test func aGridRowOutsideAGridIsARow() {
    // Ours: as an HStack, 30 + 8 + 20 = 58 wide at x = (393 − 58) / 2 = 167.5.
    let root = hostedLayout(
      GridRow {
        box("first", 30, 10)
        box("second", 20, 10)
      })
    expectFrame("first", in: root, CGRect(x: 167.5, y: 421, width: 30, height: 10))
    expectFrame("second", in: root, CGRect(x: 205.5, y: 421, width: 20, height: 10))
  }

  @Test func hugeOrNegativeSpansLayOutWithoutTrapping() {
    // A span is at least 1 and at most 1,000 columns (ours); cells past them are not shown.
    let root = hostedLayout(
      VStack {
        Grid {
          GridRow {
            box("huge", 10, 10).gridCellColumns(Int.max)
            box("past", 10, 10)
          }
        }
        Grid {
          GridRow {
            box("negative", 10, 10).gridCellColumns(-3)
            box("next", 10, 10)
          }
        }
      })
    #expect(frame(of: "huge", in: root)?.width == 10)
    #expect(frame(of: "past", in: root)?.size == .zero)
    // The negative span is 1: the next cell is in the second column, 10 + 8 further.
    let negative = frame(of: "negative", in: root)
    let next = frame(of: "next", in: root)
    #expect((next?.minX ?? 0) - (negative?.minX ?? 0) == 18)
  }
}
