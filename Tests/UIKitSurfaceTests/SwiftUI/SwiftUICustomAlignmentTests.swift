import HapticTapeSwiftUI
import Testing

// Tolerance: frames are sums and differences of whole points and thirds of them, exact to
// 1e-9 pt.
private let frameTolerance: CGFloat = 1e-9

/// A quarter of the width in (Apple's `AlignmentID` example).
private enum OneQuarter: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
}

/// A third of the height down (Apple's `AlignmentID` example).
private enum FirstThird: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

/// Half the height down: the centre, as a guide of its own.
private enum Middle: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

/// Where a form's fields start: by default a view's leading edge.
private enum FieldColumn: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat {
    context[HorizontalAlignment.leading]
  }
}

extension HorizontalAlignment {
  fileprivate static let oneQuarter = HorizontalAlignment(OneQuarter.self)
  fileprivate static let fieldColumn = HorizontalAlignment(FieldColumn.self)
}

extension VerticalAlignment {
  fileprivate static let firstThird = VerticalAlignment(FirstThird.self)
  fileprivate static let middle = VerticalAlignment(Middle.self)
}

/// A box of `width` by `height` named `identifier`.
private func box(_ identifier: String, _ width: CGFloat, _ height: CGFloat) -> some View {
  Color.red.frame(width: width, height: height).accessibilityIdentifier(identifier)
}

@Suite("SwiftUI custom alignment guides: AlignmentID, passed out of stacks and frames")
struct SwiftUICustomAlignmentTests {
  @Test func guidesMadeOfOneTypeAreOneGuide() {
    #expect(HorizontalAlignment(OneQuarter.self) == .oneQuarter)
    #expect(HorizontalAlignment(OneQuarter.self) != HorizontalAlignment(FieldColumn.self))
    #expect(HorizontalAlignment(OneQuarter.self) != .leading)
    #expect(VerticalAlignment(FirstThird.self) == .firstThird)
    #expect(VerticalAlignment(FirstThird.self) != .middle)
  }

  @Test func anHStackLinesViewsUpAtACustomGuidesDefault() {
    let root = hostedLayout(
      pinned(
        HStack(alignment: .firstThird, spacing: 0) {
          box("a", 10, 60)
          box("b", 10, 120)
          box("c", 10, 90)
        }
        .accessibilityIdentifier("stack")))
    // Thirds of the heights: 20, 40, 30. The line is at 40: a starts 20 down, b at 0, c 10
    // down; the stack reaches b's bottom, 120.
    expectFrame(
      "a", in: root, CGRect(x: 0, y: 20, width: 10, height: 60), tolerance: frameTolerance)
    expectFrame(
      "b", in: root, CGRect(x: 10, y: 0, width: 10, height: 120), tolerance: frameTolerance)
    expectFrame(
      "c", in: root, CGRect(x: 20, y: 10, width: 10, height: 90), tolerance: frameTolerance)
    expectFrame(
      "stack", in: root, CGRect(x: 0, y: 0, width: 30, height: 120), tolerance: frameTolerance)
  }

  @Test func aVStackLinesUpDefaultsAndExplicitValues() {
    let root = hostedLayout(
      pinned(
        VStack(alignment: .oneQuarter, spacing: 0) {
          box("a", 100, 10)
          box("b", 40, 10)
          box("c", 20, 10).alignmentGuide(.oneQuarter) { d in d.width + 10 }
        }
        .accessibilityIdentifier("stack")))
    // Guides 25 (a quarter of 100), 10 (of 40) and 30 (c's own, 20 + 10): the line is at 30.
    // a starts at 5, b at 20, c at 0; the stack reaches a's trailing edge, 105.
    expectFrame(
      "a", in: root, CGRect(x: 5, y: 0, width: 100, height: 10), tolerance: frameTolerance)
    expectFrame(
      "b", in: root, CGRect(x: 20, y: 10, width: 40, height: 10), tolerance: frameTolerance)
    expectFrame(
      "c", in: root, CGRect(x: 0, y: 20, width: 20, height: 10), tolerance: frameTolerance)
    expectFrame(
      "stack", in: root, CGRect(x: 0, y: 0, width: 105, height: 30), tolerance: frameTolerance)
  }

  @Test func aZStackLinesUpBothCustomGuides() {
    let root = hostedLayout(
      pinned(
        ZStack(alignment: Alignment(horizontal: .oneQuarter, vertical: .firstThird)) {
          box("big", 300, 150)
          box("small", 180, 90)
        }))
    // Apple's example: quarters 75 and 45, thirds 50 and 30. The small view starts 30 right and
    // 20 down of the big one's corner.
    expectFrame(
      "big", in: root, CGRect(x: 0, y: 0, width: 300, height: 150), tolerance: frameTolerance)
    expectFrame(
      "small", in: root, CGRect(x: 30, y: 20, width: 180, height: 90), tolerance: frameTolerance)
  }

  @Test func aFramePlacesItsContentByCustomGuides() {
    let root = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          box("default", 40, 20)
            .frame(
              width: 200, height: 90,
              alignment: Alignment(horizontal: .oneQuarter, vertical: .firstThird))
          box("explicit", 40, 20).alignmentGuide(.oneQuarter) { _ in 0 }
            .frame(
              width: 200, height: 90, alignment: Alignment(horizontal: .oneQuarter, vertical: .top))
        }))
    // The frame's guides at 200 / 4 = 50 and 90 / 3 = 30; the box's at 40 / 4 = 10 and
    // 20 / 3: the box at x 50 − 10 = 40, y 30 − 20 / 3. The second box's guide is its leading
    // edge: x 50, at the top of its frame, 90 down.
    expectFrame(
      "default", in: root, CGRect(x: 40, y: 30 - 20.0 / 3, width: 40, height: 20),
      tolerance: frameTolerance)
    expectFrame(
      "explicit", in: root, CGRect(x: 50, y: 90, width: 40, height: 20), tolerance: frameTolerance)
  }

  @Test func aFramePlacesItsContentByABuiltInGuidesValue() {
    let root = hostedLayout(
      pinned(
        box("a", 40, 20).alignmentGuide(.leading) { _ in 10 }.frame(width: 100, alignment: .leading)
      ))
    // The box's leading guide, 10 pt in, on the frame's leading edge: the box starts at −10.
    expectFrame(
      "a", in: root, CGRect(x: -10, y: 0, width: 40, height: 20), tolerance: frameTolerance)
  }

  @Test func fieldsInTwoRowsLineUpAcrossTheirStacks() {
    let root = hostedLayout(
      pinned(
        VStack(alignment: .fieldColumn, spacing: 0) {
          HStack(spacing: 8) {
            box("nameLabel", 40, 20)
            box("nameField", 100, 20).alignmentGuide(.fieldColumn) { d in d[.leading] }
          }
          HStack(spacing: 8) {
            box("emailLabel", 120, 20)
            box("emailField", 100, 20).alignmentGuide(.fieldColumn) { d in d[.leading] }
          }
        }
        .accessibilityIdentifier("form")))
    // Each row reports its field's guide: 40 + 8 = 48 and 120 + 8 = 128 pt in. The column
    // lines up at 128: the first row starts 80 pt in, so both fields start at 128; the form
    // reaches the second row's end, 228.
    expectFrame(
      "nameLabel", in: root, CGRect(x: 80, y: 0, width: 40, height: 20), tolerance: frameTolerance)
    expectFrame(
      "nameField", in: root, CGRect(x: 128, y: 0, width: 100, height: 20),
      tolerance: frameTolerance)
    expectFrame(
      "emailLabel", in: root, CGRect(x: 0, y: 20, width: 120, height: 20),
      tolerance: frameTolerance)
    expectFrame(
      "emailField", in: root, CGRect(x: 128, y: 20, width: 100, height: 20),
      tolerance: frameTolerance)
    expectFrame(
      "form", in: root, CGRect(x: 0, y: 0, width: 228, height: 40), tolerance: frameTolerance)
  }

  @Test func aStackPassesOnTheMeanOfItsViewsValues() {
    let root = hostedLayout(
      pinned(
        HStack(alignment: .middle, spacing: 0) {
          VStack(spacing: 0) {
            box("top", 10, 20).alignmentGuide(.middle) { _ in 5 }
            box("bottom", 10, 20).alignmentGuide(.middle) { _ in 15 }
          }
          .accessibilityIdentifier("column")
          box("dot", 10, 10)
        }))
    // The column's values, in its coordinates: 5 and 20 + 15 = 35; their mean, 20. The dot's
    // guide is its middle, 5: it starts 15 down; the column at the top.
    expectFrame(
      "column", in: root, CGRect(x: 0, y: 0, width: 10, height: 40), tolerance: frameTolerance)
    expectFrame(
      "dot", in: root, CGRect(x: 10, y: 15, width: 10, height: 10), tolerance: frameTolerance)
  }

  @Test func aGuidePassesOutThroughNestedStacks() {
    let root = hostedLayout(
      pinned(
        HStack(alignment: .middle, spacing: 0) {
          VStack(spacing: 0) {
            box("cap", 10, 30)
            ZStack { HStack(spacing: 0) { box("mark", 10, 20).alignmentGuide(.middle) { _ in 0 } } }
          }
          .accessibilityIdentifier("outer")
          box("dot", 10, 10)
        }))
    // The mark's guide is its top: 0 in the row and in the ZStack around it, 30 in the column
    // (under the 30-pt cap). The dot's middle, 5, lines up with it: the dot starts 25 down.
    expectFrame(
      "outer", in: root, CGRect(x: 0, y: 0, width: 10, height: 50), tolerance: frameTolerance)
    expectFrame(
      "mark", in: root, CGRect(x: 0, y: 30, width: 10, height: 20), tolerance: frameTolerance)
    expectFrame(
      "dot", in: root, CGRect(x: 10, y: 25, width: 10, height: 10), tolerance: frameTolerance)
  }

  @Test func aFramePassesOnItsContentsValue() {
    let root = hostedLayout(
      pinned(
        HStack(alignment: .middle, spacing: 0) {
          box("inner", 10, 10).alignmentGuide(.middle) { _ in 0 }
            .frame(width: 10, height: 50, alignment: .top).accessibilityIdentifier("framed")
          box("dot", 10, 10)
        }))
    // The frame's guide is its content's top, 0; the dot's its middle, 5: the frame starts 5
    // down, the dot at the top.
    expectFrame(
      "framed", in: root, CGRect(x: 0, y: 5, width: 10, height: 50), tolerance: frameTolerance)
    expectFrame(
      "dot", in: root, CGRect(x: 10, y: 0, width: 10, height: 10), tolerance: frameTolerance)
  }

  @Test func aStackDoesNotPassOnABuiltInGuide() {
    let root = hostedLayout(
      pinned(
        HStack(alignment: .top, spacing: 0) {
          VStack(spacing: 0) { box("moved", 10, 10).alignmentGuide(.top) { _ in 30 } }
            .accessibilityIdentifier("column")
          box("dot", 10, 10)
        }))
    // The column's own top is its edge (OpenSwiftUI: the edges combine nothing): both at 0.
    expectFrame(
      "column", in: root, CGRect(x: 0, y: 0, width: 10, height: 10), tolerance: frameTolerance)
    expectFrame(
      "dot", in: root, CGRect(x: 10, y: 0, width: 10, height: 10), tolerance: frameTolerance)
  }

  @Test func aGuideClosureReadsACustomGuide() {
    let root = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          box("a", 100, 10)
          box("b", 40, 10).alignmentGuide(.leading) { d in d[HorizontalAlignment.oneQuarter] }
        }))
    // b's leading guide at a quarter of 40, 10: a starts 10 in.
    expectFrame(
      "a", in: root, CGRect(x: 10, y: 0, width: 100, height: 10), tolerance: frameTolerance)
    expectFrame(
      "b", in: root, CGRect(x: 0, y: 10, width: 40, height: 10), tolerance: frameTolerance)
  }

  @Test func anHStackLayoutValueTakesACustomGuide() {
    let root = hostedLayout(
      pinned(
        HStackLayout(alignment: .firstThird, spacing: 0) {
          box("a", 10, 60)
          box("b", 10, 30)
        }))
    // Thirds 20 and 10: b starts 10 down.
    expectFrame("a", in: root, CGRect(x: 0, y: 0, width: 10, height: 60), tolerance: frameTolerance)
    expectFrame(
      "b", in: root, CGRect(x: 10, y: 10, width: 10, height: 30), tolerance: frameTolerance)
  }
}
