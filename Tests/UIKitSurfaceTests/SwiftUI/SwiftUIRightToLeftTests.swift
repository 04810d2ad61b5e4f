import HapticTapeSwiftUI
import Testing

// Tolerance: frames in points, 1e-9 (whole and half points, exact in doubles).
private let tolerance = 1e-9

/// `content` laid out in `direction`, at the top left of the screen (the frame that puts it there
/// is outside the direction: left to right).
private func laidOut(_ content: some View, _ direction: LayoutDirection) -> UIView {
  hostedLayout(
    content.environment(\.layoutDirection, direction)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
}

/// A 100-pt bar ("short") over a 200-pt one ("long"), 20 pt tall each, in a column aligned by
/// `alignment`.
private func column(_ alignment: HorizontalAlignment) -> some View {
  VStack(alignment: alignment, spacing: 0) {
    Color.red.frame(width: 100, height: 20).accessibilityIdentifier("short")
    Color.blue.frame(width: 200, height: 20).accessibilityIdentifier("long")
  }
}

@Suite("SwiftUI right to left: leading and trailing alignments flip")
struct SwiftUIRightToLeftTests {
  @Test func aColumnsLeadingEdgeIsItsRightEdgeRightToLeft() {
    let left = laidOut(column(.leading), .leftToRight)
    expectFrame("short", in: left, CGRect(x: 0, y: 0, width: 100, height: 20), tolerance: tolerance)
    let right = laidOut(column(.leading), .rightToLeft)
    expectFrame(
      "short", in: right, CGRect(x: 100, y: 0, width: 100, height: 20), tolerance: tolerance)
    expectFrame(
      "long", in: right, CGRect(x: 0, y: 20, width: 200, height: 20), tolerance: tolerance)
    let trailing = laidOut(column(.trailing), .rightToLeft)
    expectFrame(
      "short", in: trailing, CGRect(x: 0, y: 0, width: 100, height: 20), tolerance: tolerance)
    let centred = laidOut(column(.center), .rightToLeft)
    expectFrame(
      "short", in: centred, CGRect(x: 50, y: 0, width: 100, height: 20), tolerance: tolerance)
  }

  @Test func aColumnLayoutValueFlipsAsTheStackDoes() {
    let layout = VStackLayout(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 20).accessibilityIdentifier("short")
      Color.blue.frame(width: 200, height: 20)
    }
    expectFrame(
      "short", in: laidOut(layout, .rightToLeft), CGRect(x: 100, y: 0, width: 100, height: 20),
      tolerance: tolerance)
  }

  @Test func aZStacksTopLeadingCornerIsTopRightRightToLeft() {
    func stack(_ alignment: Alignment) -> some View {
      ZStack(alignment: alignment) {
        Color.gray.frame(width: 200, height: 100)
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("small")
      }
    }
    expectFrame(
      "small", in: laidOut(stack(.topLeading), .leftToRight),
      CGRect(x: 0, y: 0, width: 50, height: 50), tolerance: tolerance)
    expectFrame(
      "small", in: laidOut(stack(.topLeading), .rightToLeft),
      CGRect(x: 150, y: 0, width: 50, height: 50), tolerance: tolerance)
    expectFrame(
      "small", in: laidOut(stack(.bottomTrailing), .rightToLeft),
      CGRect(x: 0, y: 50, width: 50, height: 50), tolerance: tolerance)
    let layout = ZStackLayout(alignment: .leading) {
      Color.gray.frame(width: 200, height: 100)
      Color.red.frame(width: 50, height: 50).accessibilityIdentifier("small")
    }
    expectFrame(
      "small", in: laidOut(layout, .rightToLeft), CGRect(x: 150, y: 25, width: 50, height: 50),
      tolerance: tolerance)
  }

  @Test func aFramesLeadingAlignmentPutsItsContentOnTheRight() {
    // The flexible frame takes the screen's 393-pt width: a 100-pt bar at 393 − 100 = 293.
    let bar = Color.red.frame(width: 100, height: 20).accessibilityIdentifier("bar")
    let flexible = bar.frame(maxWidth: .infinity, alignment: .leading)
    expectFrame(
      "bar", in: laidOut(flexible, .leftToRight), CGRect(x: 0, y: 0, width: 100, height: 20),
      tolerance: tolerance)
    expectFrame(
      "bar", in: laidOut(flexible, .rightToLeft), CGRect(x: 293, y: 0, width: 100, height: 20),
      tolerance: tolerance)
    let fixed = bar.frame(width: 300, height: 20, alignment: .trailing)
    expectFrame(
      "bar", in: laidOut(fixed, .rightToLeft), CGRect(x: 0, y: 0, width: 100, height: 20),
      tolerance: tolerance)
  }

  @Test func overlayAndBackgroundAlignmentsFlip() {
    let badged = Color.gray.frame(width: 100, height: 100)
      .overlay(alignment: .topLeading) {
        Color.red.frame(width: 20, height: 20).accessibilityIdentifier("badge")
      }
      .background(alignment: .trailing) {
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("mark")
      }
    let left = laidOut(badged, .leftToRight)
    expectFrame("badge", in: left, CGRect(x: 0, y: 0, width: 20, height: 20), tolerance: tolerance)
    expectFrame("mark", in: left, CGRect(x: 90, y: 45, width: 10, height: 10), tolerance: tolerance)
    let right = laidOut(badged, .rightToLeft)
    expectFrame(
      "badge", in: right, CGRect(x: 80, y: 0, width: 20, height: 20), tolerance: tolerance)
    expectFrame("mark", in: right, CGRect(x: 0, y: 45, width: 10, height: 10), tolerance: tolerance)
  }

  @Test func aGridsColumnsRunFromTheRight() {
    let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow {
        Color.red.frame(width: 50, height: 20).accessibilityIdentifier("first")
        Color.blue.frame(width: 100, height: 20).accessibilityIdentifier("second")
      }
    }
    let left = laidOut(grid, .leftToRight)
    expectFrame("first", in: left, CGRect(x: 0, y: 0, width: 50, height: 20), tolerance: tolerance)
    expectFrame(
      "second", in: left, CGRect(x: 50, y: 0, width: 100, height: 20), tolerance: tolerance)
    let right = laidOut(grid, .rightToLeft)
    expectFrame(
      "first", in: right, CGRect(x: 100, y: 0, width: 50, height: 20), tolerance: tolerance)
    expectFrame(
      "second", in: right, CGRect(x: 0, y: 0, width: 100, height: 20), tolerance: tolerance)
  }
}
