import HapticTapeSwiftUI
import Testing

// Tolerance: frames in points, 1e-9 (sums and differences of whole points, exact in doubles).
private let tolerance = 1e-9

/// `content` laid out in `direction`, at the top left of the screen (the frame that puts it there
/// is outside the direction: left to right).
private func laidOut(_ content: some View, _ direction: LayoutDirection) -> UIView {
  hostedLayout(
    content.environment(\.layoutDirection, direction)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
}

/// A `width` × `height` bar named `name`.
private func bar(_ name: String, _ width: CGFloat, _ height: CGFloat) -> some View {
  Color.red.frame(width: width, height: height).accessibilityIdentifier(name)
}

/// Its subviews side by side from the left of its bounds, at their ideal sizes: written left to
/// right, as an app's layout is.
private struct LeftToRightRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.reduce(CGSize.zero) { size, subview in
      let own = subview.sizeThatFits(.unspecified)
      return CGSize(width: size.width + own.width, height: max(size.height, own.height))
    }
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width
    }
  }
}

@Suite("SwiftUI right to left: padding, offsets, positions, insets, grids and layouts flip")
struct SwiftUIRightToLeftPlacementTests {
  @Test func leadingPaddingIsOnTheRightRightToLeft() {
    // The padded bar (130 wide) sits at the leading edge of a 200-pt frame: on the right,
    // 70…200, with its 30-pt leading padding at 170…200, so the bar is at 70.
    let padded = bar("bar", 100, 20).padding(.leading, 30)
      .frame(width: 200, height: 20, alignment: .leading)
    expectFrame(
      "bar", in: laidOut(padded, .leftToRight), CGRect(x: 30, y: 0, width: 100, height: 20),
      tolerance: tolerance)
    expectFrame(
      "bar", in: laidOut(padded, .rightToLeft), CGRect(x: 70, y: 0, width: 100, height: 20),
      tolerance: tolerance)
    // Leading 30 and trailing 10: 140 wide at 60…200; the trailing 10 on the left, bar at 70.
    let insets = bar("bar", 100, 20)
      .padding(EdgeInsets(top: 5, leading: 30, bottom: 0, trailing: 10))
      .frame(width: 200, height: 25, alignment: .leading)
    expectFrame(
      "bar", in: laidOut(insets, .leftToRight), CGRect(x: 30, y: 5, width: 100, height: 20),
      tolerance: tolerance)
    expectFrame(
      "bar", in: laidOut(insets, .rightToLeft), CGRect(x: 70, y: 5, width: 100, height: 20),
      tolerance: tolerance)
  }

  @Test func aPositiveOffsetMovesLeftRightToLeft() {
    // The 50-pt square at the leading edge of a 200-pt frame: at 0 left to right, at 150 right
    // to left; offset 10 pt towards the trailing side, 5 down.
    let moved = bar("square", 50, 50).offset(x: 10, y: 5)
      .frame(width: 200, height: 50, alignment: .leading)
    expectFrame(
      "square", in: laidOut(moved, .leftToRight), CGRect(x: 10, y: 5, width: 50, height: 50),
      tolerance: tolerance)
    expectFrame(
      "square", in: laidOut(moved, .rightToLeft), CGRect(x: 140, y: 5, width: 50, height: 50),
      tolerance: tolerance)
    let bySize = bar("square", 50, 50).offset(CGSize(width: 10, height: 5))
      .frame(width: 200, height: 50, alignment: .leading)
    expectFrame(
      "square", in: laidOut(bySize, .rightToLeft), CGRect(x: 140, y: 5, width: 50, height: 50),
      tolerance: tolerance)
  }

  @Test func aPositionIsMeasuredFromTheRightRightToLeft() {
    // A 40 × 20 dot centred at (50, 30) of a 200 × 100 space: 30…70 left to right; right to
    // left its centre is 50 pt from the right edge, at 150: 130…170.
    let placed = bar("dot", 40, 20).position(x: 50, y: 30).frame(width: 200, height: 100)
    expectFrame(
      "dot", in: laidOut(placed, .leftToRight), CGRect(x: 30, y: 20, width: 40, height: 20),
      tolerance: tolerance)
    expectFrame(
      "dot", in: laidOut(placed, .rightToLeft), CGRect(x: 130, y: 20, width: 40, height: 20),
      tolerance: tolerance)
  }

  @Test func aLeadingSafeAreaInsetIsOnTheRightRightToLeft() {
    // A 50-pt side bar at the leading edge of a 200 × 100 view; the view in the other 150 pt.
    let inset = Color.gray.accessibilityIdentifier("main")
      .safeAreaInset(edge: .leading, spacing: 0) {
        Color.red.frame(width: 50).accessibilityIdentifier("side")
      }
      .frame(width: 200, height: 100)
    let left = laidOut(inset, .leftToRight)
    expectFrame("side", in: left, CGRect(x: 0, y: 0, width: 50, height: 100), tolerance: tolerance)
    expectFrame(
      "main", in: left, CGRect(x: 50, y: 0, width: 150, height: 100), tolerance: tolerance)
    let right = laidOut(inset, .rightToLeft)
    expectFrame(
      "side", in: right, CGRect(x: 150, y: 0, width: 50, height: 100), tolerance: tolerance)
    expectFrame(
      "main", in: right, CGRect(x: 0, y: 0, width: 150, height: 100), tolerance: tolerance)
    // A top inset aligned leading: at the right end of the top edge.
    let top = Color.gray
      .safeAreaInset(edge: .top, alignment: .leading, spacing: 0) { bar("badge", 50, 20) }
      .frame(width: 200, height: 100)
    expectFrame(
      "badge", in: laidOut(top, .rightToLeft), CGRect(x: 150, y: 0, width: 50, height: 20),
      tolerance: tolerance)
  }

  @Test func aHorizontalGridsFirstColumnIsOnTheRightRightToLeft() {
    // Two 20-pt rows; column 1 holds a and b (50 wide), column 2 holds c (100 wide): 150 in
    // all, no spacing.
    let grid = LazyHGrid(
      rows: [GridItem(.fixed(20), spacing: 0), GridItem(.fixed(20), spacing: 0)], spacing: 0
    ) {
      Color.red.frame(width: 50).accessibilityIdentifier("a")
      Color.blue.frame(width: 50).accessibilityIdentifier("b")
      Color.green.frame(width: 100).accessibilityIdentifier("c")
    }
    let left = laidOut(grid, .leftToRight)
    expectFrame("a", in: left, CGRect(x: 0, y: 0, width: 50, height: 20), tolerance: tolerance)
    expectFrame("b", in: left, CGRect(x: 0, y: 20, width: 50, height: 20), tolerance: tolerance)
    expectFrame("c", in: left, CGRect(x: 50, y: 0, width: 100, height: 20), tolerance: tolerance)
    let right = laidOut(grid, .rightToLeft)
    expectFrame("a", in: right, CGRect(x: 100, y: 0, width: 50, height: 20), tolerance: tolerance)
    expectFrame("b", in: right, CGRect(x: 100, y: 20, width: 50, height: 20), tolerance: tolerance)
    expectFrame("c", in: right, CGRect(x: 0, y: 0, width: 100, height: 20), tolerance: tolerance)
  }

  @Test func aCustomLayoutsPlacementsAreMirroredRightToLeft() {
    // The layout writes a at 0…50 and b at 50…150 of its 150-pt bounds; right to left each
    // place is mirrored in the bounds: a at 100…150, b at 0…100.
    let row = LeftToRightRow {
      bar("a", 50, 20)
      bar("b", 100, 10)
    }
    let left = laidOut(row, .leftToRight)
    expectFrame("a", in: left, CGRect(x: 0, y: 0, width: 50, height: 20), tolerance: tolerance)
    expectFrame("b", in: left, CGRect(x: 50, y: 0, width: 100, height: 10), tolerance: tolerance)
    let right = laidOut(row, .rightToLeft)
    expectFrame("a", in: right, CGRect(x: 100, y: 0, width: 50, height: 20), tolerance: tolerance)
    expectFrame("b", in: right, CGRect(x: 0, y: 0, width: 100, height: 10), tolerance: tolerance)
    // A built-in stack layout mirrors itself once, not twice.
    let stack = HStackLayout(alignment: .top, spacing: 0) {
      bar("a", 50, 20)
      bar("b", 100, 10)
    }
    expectFrame(
      "a", in: laidOut(stack, .rightToLeft), CGRect(x: 100, y: 0, width: 50, height: 20),
      tolerance: tolerance)
  }
}
