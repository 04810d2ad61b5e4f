import HapticTapeSwiftUI
import Testing

// Tolerance: frames are sums and differences of whole points, exact to 1e-9 pt.
private let frameTolerance: CGFloat = 1e-9

/// A custom layout that puts each view's leading guide at x = 50, one row under another.
private struct LeadingAt50: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    CGSize(width: 100, height: 100)
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    var y = bounds.minY
    for subview in subviews {
      let dimensions = subview.dimensions(in: .unspecified)
      subview.place(
        at: CGPoint(x: bounds.minX + 50 - dimensions[HorizontalAlignment.leading], y: y),
        proposal: .unspecified)
      y += dimensions.height
    }
  }
}

@Suite("SwiftUI alignment guides line views up where their guides say")
struct SwiftUIAlignmentGuideTests {
  @Test func aGuideMovesAViewInAVStackAndTheStackGrows() {
    let root = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
          Color.blue.frame(width: 50, height: 10)
            .alignmentGuide(.leading) { _ in 30 }.accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")))
    // b's leading guide is 30 pt into it: lined up with a's leading edge, b starts 30 pt left
    // of a. The stack runs from b's leading edge to a's trailing edge: 30 + 100 = 130 pt.
    expectFrame(
      "a", in: root, CGRect(x: 30, y: 0, width: 100, height: 10), tolerance: frameTolerance)
    expectFrame(
      "b", in: root, CGRect(x: 0, y: 10, width: 50, height: 10), tolerance: frameTolerance)
    expectFrame(
      "stack", in: root, CGRect(x: 0, y: 0, width: 130, height: 20), tolerance: frameTolerance)
  }

  @Test func aNegativeGuideMovesAViewTheOtherWay() {
    let root = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
          Color.blue.frame(width: 50, height: 10)
            .alignmentGuide(.leading) { _ in -20 }.accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")))
    // −20: b starts 20 pt right of a's leading edge and ends at 70, inside a's 100.
    expectFrame(
      "a", in: root, CGRect(x: 0, y: 0, width: 100, height: 10), tolerance: frameTolerance)
    expectFrame(
      "b", in: root, CGRect(x: 20, y: 10, width: 50, height: 10), tolerance: frameTolerance)
    expectFrame(
      "stack", in: root, CGRect(x: 0, y: 0, width: 100, height: 20), tolerance: frameTolerance)
  }

  @Test func aGuideIsComputedFromTheViewsDimensions() {
    let root = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
          Color.blue.frame(width: 50, height: 10)
            .alignmentGuide(.leading) { d in d[.trailing] }.accessibilityIdentifier("b")
          Color.green.frame(width: 40, height: 10)
            .alignmentGuide(.leading) { d in d.width / 4 + d.height }.accessibilityIdentifier("c")
        }))
    // b's leading guide at its trailing edge (50), c's at 40 / 4 + 10 = 20: the line is 50 pt
    // in, so a starts at 50, b at 0, c at 30.
    expectFrame(
      "a", in: root, CGRect(x: 50, y: 0, width: 100, height: 10), tolerance: frameTolerance)
    expectFrame(
      "b", in: root, CGRect(x: 0, y: 10, width: 50, height: 10), tolerance: frameTolerance)
    expectFrame(
      "c", in: root, CGRect(x: 30, y: 20, width: 40, height: 10), tolerance: frameTolerance)
  }

  @Test func aTopGuideMovesAViewUpInAnHStack() {
    let root = hostedLayout(
      pinned(
        HStack(alignment: .top, spacing: 0) {
          Color.blue.frame(width: 100, height: 150)
            .alignmentGuide(.top) { _ in 25 }.accessibilityIdentifier("blue")
          Color.red.frame(width: 100, height: 100).accessibilityIdentifier("red")
        }
        .accessibilityIdentifier("stack")))
    // The blue view's top guide 25 pt down lines up with the red view's top: blue sits 25 pt
    // higher; the stack runs from blue's top (0) to blue's bottom (150).
    expectFrame(
      "blue", in: root, CGRect(x: 0, y: 0, width: 100, height: 150), tolerance: frameTolerance)
    expectFrame(
      "red", in: root, CGRect(x: 100, y: 25, width: 100, height: 100), tolerance: frameTolerance)
    expectFrame(
      "stack", in: root, CGRect(x: 0, y: 0, width: 200, height: 150), tolerance: frameTolerance)
  }

  @Test func anHStackLayoutValueHonoursGuides() {
    let root = hostedLayout(
      pinned(
        HStackLayout(alignment: .top, spacing: 0) {
          Color.blue.frame(width: 100, height: 150)
            .alignmentGuide(.top) { _ in 25 }.accessibilityIdentifier("blue")
          Color.red.frame(width: 100, height: 100).accessibilityIdentifier("red")
        }))
    expectFrame(
      "blue", in: root, CGRect(x: 0, y: 0, width: 100, height: 150), tolerance: frameTolerance)
    expectFrame(
      "red", in: root, CGRect(x: 100, y: 25, width: 100, height: 100), tolerance: frameTolerance)
  }

  @Test func aGuideOfAnotherAlignmentChangesNothing() {
    let root = hostedLayout(
      pinned(
        HStack(alignment: .bottom, spacing: 0) {
          Color.blue.frame(width: 100, height: 150)
            .alignmentGuide(.firstTextBaseline) { _ in 25 }.accessibilityIdentifier("blue")
          Color.red.frame(width: 100, height: 100)
            .alignmentGuide(.top) { _ in 90 }.accessibilityIdentifier("red")
        }))
    // Aligned by their bottoms, as without the guides: the baseline and the top are other
    // guides, even where the baseline sits at the bottom.
    expectFrame(
      "blue", in: root, CGRect(x: 0, y: 0, width: 100, height: 150), tolerance: frameTolerance)
    expectFrame(
      "red", in: root, CGRect(x: 100, y: 50, width: 100, height: 100), tolerance: frameTolerance)
  }

  @Test func aZStackLinesUpGuidesOnBothAxes() {
    let root = hostedLayout(
      pinned(
        ZStack(alignment: .topLeading) {
          Color.red.frame(width: 100, height: 100).accessibilityIdentifier("a")
          Color.blue.frame(width: 20, height: 20)
            .alignmentGuide(.leading) { _ in -30 }
            .alignmentGuide(.top) { _ in -40 }
            .accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")))
    // b's guides 30 pt left of and 40 pt above it: b at (30, 40) in a's corner.
    expectFrame(
      "a", in: root, CGRect(x: 0, y: 0, width: 100, height: 100), tolerance: frameTolerance)
    expectFrame(
      "b", in: root, CGRect(x: 30, y: 40, width: 20, height: 20), tolerance: frameTolerance)
    expectFrame(
      "stack", in: root, CGRect(x: 0, y: 0, width: 100, height: 100), tolerance: frameTolerance)
  }

  @Test func aZStackGrowsToHoldAViewItsGuidesMoveOut() {
    let root = hostedLayout(
      pinned(
        ZStack(alignment: .topLeading) {
          Color.red.frame(width: 100, height: 100).accessibilityIdentifier("a")
          Color.blue.frame(width: 20, height: 20)
            .alignmentGuide(.leading) { _ in 10 }
            .alignmentGuide(.top) { _ in 10 }
            .accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")))
    // b's corner 10 pt up and left of a's: the stack is 110 pt on a side, a at (10, 10).
    expectFrame(
      "a", in: root, CGRect(x: 10, y: 10, width: 100, height: 100), tolerance: frameTolerance)
    expectFrame("b", in: root, CGRect(x: 0, y: 0, width: 20, height: 20), tolerance: frameTolerance)
    expectFrame(
      "stack", in: root, CGRect(x: 0, y: 0, width: 110, height: 110), tolerance: frameTolerance)
  }

  @Test func aGuideInsidePaddingMovesWithThePadding() {
    let root = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
          Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("b")
            .alignmentGuide(.leading) { _ in 30 }
            .padding(.leading, 10)
        }
        .accessibilityIdentifier("stack")))
    // The padded view's leading guide is b's 30 plus the 10 pt of padding: 40. a starts 40 pt
    // in; b 10 pt inside the padded view at 0; the stack is 40 + 100 = 140 pt wide.
    expectFrame(
      "a", in: root, CGRect(x: 40, y: 0, width: 100, height: 10), tolerance: frameTolerance)
    expectFrame(
      "b", in: root, CGRect(x: 10, y: 10, width: 50, height: 10), tolerance: frameTolerance)
    expectFrame(
      "stack", in: root, CGRect(x: 0, y: 0, width: 140, height: 20), tolerance: frameTolerance)
  }

  @Test func anOuterGuideReadsTheInnerOne() {
    let root = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
          Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("b")
            .alignmentGuide(.leading) { _ in 10 }
            .alignmentGuide(.leading) { d in
              // The inner guide set the leading guide only.
              d[explicit: HorizontalAlignment.trailing] == nil ? d[.leading] + 5 : 999
            }
        }))
    // 10 + 5 = 15.
    expectFrame(
      "a", in: root, CGRect(x: 15, y: 0, width: 100, height: 10), tolerance: frameTolerance)
    expectFrame(
      "b", in: root, CGRect(x: 0, y: 10, width: 50, height: 10), tolerance: frameTolerance)
  }

  @Test func aCustomLayoutReadsGuidesThroughDimensions() {
    let root = hostedLayout(
      pinned(
        LeadingAt50 {
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("plain")
          Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("guided")
            .alignmentGuide(.leading) { _ in 20 }
        }))
    // Leading guides at x = 50: the plain view's is its edge; the guided one's is 20 pt in.
    expectFrame(
      "plain", in: root, CGRect(x: 50, y: 0, width: 10, height: 10), tolerance: frameTolerance)
    expectFrame(
      "guided", in: root, CGRect(x: 30, y: 10, width: 10, height: 10), tolerance: frameTolerance)
  }

  @Test func aGuideThatIsNotANumberIsTheDefault() {
    let root = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
          Color.blue.frame(width: 50, height: 10)
            .alignmentGuide(.leading) { _ in .nan }.accessibilityIdentifier("b")
        }))
    expectFrame(
      "a", in: root, CGRect(x: 0, y: 0, width: 100, height: 10), tolerance: frameTolerance)
    expectFrame(
      "b", in: root, CGRect(x: 0, y: 10, width: 50, height: 10), tolerance: frameTolerance)
  }
}
