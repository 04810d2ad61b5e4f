import HapticTapeSwiftUI
import Testing

// Tolerance: frames in points, 1e-9 (sums and differences of whole points, exact in doubles).
private let tolerance = 1e-9

/// `content` pinned to the top-leading corner of the screen, so its frames read from (0, 0).
private func hostedPinned(_ content: some View) -> UIView {
  hostedLayout(pinned(content))
}

/// Its subviews in a column from its top left, at their ideal sizes, with its leading guide
/// 10 pt in and its top guide 5 pt down; no value for any other guide.
private struct IndentedColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.reduce(CGSize.zero) { size, subview in
      let own = subview.sizeThatFits(.unspecified)
      return CGSize(width: max(size.width, own.width), height: size.height + own.height)
    }
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for subview in subviews {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += subview.sizeThatFits(.unspecified).height
    }
  }
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guide == .leading ? bounds.minX + 10 : nil
  }
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guide == .top ? bounds.minY + 5 : nil
  }
}

@Suite("SwiftUI custom layouts: a container aligns a layout by its explicit guides")
struct SwiftUILayoutExplicitAlignmentTests {
  @Test func aColumnLinesALayoutUpByItsLeadingGuide() {
    // The bar's leading guide is at 0, the layout's at 10: lined up, the bar starts 10 pt in.
    let column = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 10).accessibilityIdentifier("bar")
      IndentedColumn { Color.blue.frame(width: 50, height: 10) }.accessibilityIdentifier("layout")
    }
    let root = hostedPinned(column)
    expectFrame("bar", in: root, CGRect(x: 10, y: 0, width: 100, height: 10), tolerance: tolerance)
    expectFrame(
      "layout", in: root, CGRect(x: 0, y: 10, width: 50, height: 10), tolerance: tolerance)
    // Through `AnyLayout`, the same.
    let erased = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 10).accessibilityIdentifier("bar")
      AnyLayout(IndentedColumn()) { Color.blue.frame(width: 50, height: 10) }
    }
    expectFrame(
      "bar", in: hostedPinned(erased), CGRect(x: 10, y: 0, width: 100, height: 10),
      tolerance: tolerance)
    // No value for `.center`: the 50-pt layout is centred under the 100-pt bar, at 25.
    let centred = VStack(alignment: .center, spacing: 0) {
      Color.red.frame(width: 100, height: 10).accessibilityIdentifier("bar")
      IndentedColumn { Color.blue.frame(width: 50, height: 10) }.accessibilityIdentifier("layout")
    }
    let middle = hostedPinned(centred)
    expectFrame(
      "bar", in: middle, CGRect(x: 0, y: 0, width: 100, height: 10), tolerance: tolerance)
    expectFrame(
      "layout", in: middle, CGRect(x: 25, y: 10, width: 50, height: 10), tolerance: tolerance)
  }

  @Test func aRowLinesALayoutUpByItsTopGuide() {
    // The post's top guide is at 0, the layout's at 5: lined up, the post starts 5 pt down.
    let row = HStack(alignment: .top, spacing: 0) {
      Color.red.frame(width: 10, height: 100).accessibilityIdentifier("post")
      IndentedColumn { Color.blue.frame(width: 20, height: 20) }.accessibilityIdentifier("layout")
    }
    let root = hostedPinned(row)
    expectFrame("post", in: root, CGRect(x: 0, y: 5, width: 10, height: 100), tolerance: tolerance)
    expectFrame(
      "layout", in: root, CGRect(x: 10, y: 0, width: 20, height: 20), tolerance: tolerance)
  }
}
