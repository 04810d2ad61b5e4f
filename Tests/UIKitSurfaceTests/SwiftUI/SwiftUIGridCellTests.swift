import HapticTapeSwiftUI
import Testing

// Tolerance: layout in points, exact to 1e-9, `expectFrame`'s default (Apple's rules for the
// grid's cell modifiers, worked by hand).

/// A box of `width` by `height` named `identifier`.
private func box(_ identifier: String, _ width: CGFloat, _ height: CGFloat) -> some View {
  Color.red.frame(width: width, height: height).accessibilityIdentifier(identifier)
}

@Suite("SwiftUI grids: column alignment, cell anchors, unsized axes and GridLayout")
struct SwiftUIGridCellTests {
  @Test func aColumnsAlignmentPlacesEveryCellInItAndTheFirstInRowOrderDecides() {
    // Columns 60 and 50, 8 apart: 118 wide at x = (393 − 118) / 2 = 137.5; rows 20, 10 and 10,
    // 8 apart: 56 tall at y = (852 − 56) / 2 = 398.
    let root = hostedLayout(
      Grid {
        GridRow {
          box("a", 30, 10).gridColumnAlignment(.leading)
          box("b", 50, 20)
        }
        GridRow {
          box("c", 60, 10)
          box("d", 20, 10).gridColumnAlignment(.trailing)
        }
        GridRow {
          box("e", 10, 10).gridColumnAlignment(.trailing)
          box("f", 20, 10)
        }
      })
    // Column one is leading (the first row's ask; the third's comes later): x = 137.5.
    expectFrame("a", in: root, CGRect(x: 137.5, y: 403, width: 30, height: 10))
    expectFrame("e", in: root, CGRect(x: 137.5, y: 444, width: 10, height: 10))
    // Column two (from 137.5 + 68 = 205.5, 50 wide) is trailing: 205.5 + 50 − 20 = 235.5.
    expectFrame("d", in: root, CGRect(x: 235.5, y: 426, width: 20, height: 10))
    expectFrame("f", in: root, CGRect(x: 235.5, y: 444, width: 20, height: 10))
  }

  @Test func anAnchorPutsTheViewsUnitPointOnTheCellsAsApplesExampleDoes() {
    // Apple's "gridCellAnchor(_:)" example: 60-pt squares, 1 apart: 121 × 121 at
    // x = (393 − 121) / 2 = 136, y = (852 − 121) / 2 = 365.5. The last cell is at (197, 426.5).
    let root = hostedLayout(
      Grid(horizontalSpacing: 1, verticalSpacing: 1) {
        GridRow {
          box("r1", 60, 60)
          box("r2", 60, 60)
        }
        GridRow {
          box("r3", 60, 60)
          box("marker", 10, 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
        }
      })
    // The marker's quarter point (x + 2.5) on the cell's (197 + 15): x = 209.5; its
    // three-quarter point (y + 7.5) on the cell's (426.5 + 45): y = 464.
    expectFrame("marker", in: root, CGRect(x: 209.5, y: 464, width: 10, height: 10))
  }

  @Test func anUnsizedCellTakesTheSizeTheOtherCellsNeed() {
    // Without the modifiers the rule's column and the tall colour's row would take what the
    // screen offers. With them: columns 40 and 60, 8 apart: 108 wide at x = 142.5; rows 10 and
    // 10, 8 apart: 28 tall at y = (852 − 28) / 2 = 412.
    let root = hostedLayout(
      Grid {
        GridRow {
          box("a", 40, 10)
          Color.green.frame(width: 60).gridCellUnsizedAxes(.vertical)
            .accessibilityIdentifier("tall")
        }
        GridRow {
          Color.blue.frame(height: 4).gridCellUnsizedAxes(.horizontal)
            .accessibilityIdentifier("rule")
          box("c", 20, 10)
        }
      })
    expectFrame("tall", in: root, CGRect(x: 190.5, y: 412, width: 60, height: 10))
    // The rule is as wide as its column and centred in its 10-pt row: y = 412 + 18 + 3.
    expectFrame("rule", in: root, CGRect(x: 142.5, y: 433, width: 40, height: 4))
  }

  @Test func aGridLayoutLaysOutAsAGridInAnAnyLayoutAndOnItsOwn() {
    // As `Grid` in SwiftUIGridTests: columns 60 and 50, rows 20 and 10, 8 apart, at
    // (137.5, 407).
    for layout in [AnyLayout(GridLayout()), AnyLayout(AnyLayout(GridLayout()))] {
      let root = hostedLayout(
        layout {
          GridRow {
            box("a", 30, 10)
            box("b", 50, 20)
          }
          GridRow {
            box("c", 60, 10)
            box("d", 20, 10).gridColumnAlignment(.trailing)
          }
        })
      expectFrame("a", in: root, CGRect(x: 152.5, y: 412, width: 30, height: 10))
      expectFrame("b", in: root, CGRect(x: 205.5, y: 407, width: 50, height: 20))
      expectFrame("c", in: root, CGRect(x: 137.5, y: 435, width: 60, height: 10))
      expectFrame("d", in: root, CGRect(x: 235.5, y: 435, width: 20, height: 10))
    }
    let plain = hostedLayout(
      GridLayout(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 0) {
        GridRow {
          box("p", 30, 10)
          box("q", 50, 10)
        }
        GridRow {
          box("r", 10, 10)
        }
      })
    // 30 + 4 + 50 = 84 wide at x = (393 − 84) / 2 = 154.5; 20 tall at y = 416.
    expectFrame("q", in: plain, CGRect(x: 188.5, y: 416, width: 50, height: 10))
    expectFrame("r", in: plain, CGRect(x: 154.5, y: 426, width: 10, height: 10))
  }
}
