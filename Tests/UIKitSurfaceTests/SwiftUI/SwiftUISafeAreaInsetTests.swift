import HapticTapeSwiftUI
import Testing

// Tolerance: frames in points, 1e-9 (sums of whole and tenth points, no engine arithmetic).
private let tolerance: CGFloat = 1e-9

/// Twenty 100-pt rows in a scroll view, the rows named `row0` to `row19`.
struct InsetRows: View {
  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<20, id: \.self) { index in
          Color.gray.frame(height: 100).accessibilityIdentifier("row\(index)")
        }
      }
    }
    .accessibilityIdentifier("rows")
  }
}

/// The hosted view's first scroll view.
private func insetScrollView(in view: UIView) -> UIScrollView? {
  if let scrollView = view as? UIScrollView { return scrollView }
  return view.subviews.lazy.compactMap(insetScrollView(in:)).first
}

@Suite("SwiftUI safeAreaInset: the content at an edge, the view in the space left")
struct SwiftUISafeAreaInsetTests {
  // The host is 393 × 852 pt with no safe area of its own.

  @Test("a 50-pt bottom inset leaves the view 50 pt shorter, the content at y = 852 − 50")
  func bottomInset() {
    let root = hostedLayout(
      Color.red.accessibilityIdentifier("main")
        .safeAreaInset(edge: .bottom) {
          Color.blue.frame(height: 50).accessibilityIdentifier("bar")
        })
    expectFrame("main", in: root, CGRect(x: 0, y: 0, width: 393, height: 802), tolerance: tolerance)
    expectFrame("bar", in: root, CGRect(x: 0, y: 802, width: 393, height: 50), tolerance: tolerance)
  }

  @Test("a top inset aligned to the trailing edge, with 10 pt of spacing")
  func topInsetAlignedWithSpacing() {
    let root = hostedLayout(
      Color.red.accessibilityIdentifier("main")
        .safeAreaInset(edge: .top, alignment: .trailing, spacing: 10) {
          Color.blue.frame(width: 100, height: 40).accessibilityIdentifier("bar")
        })
    // The bar at the top right (x = 393 − 100); the view below it and the 10-pt gap: y = 50.
    expectFrame("bar", in: root, CGRect(x: 293, y: 0, width: 100, height: 40), tolerance: tolerance)
    expectFrame(
      "main", in: root, CGRect(x: 0, y: 50, width: 393, height: 802), tolerance: tolerance)
  }

  @Test("a trailing inset aligned to the bottom takes its width off the view")
  func trailingInset() {
    let root = hostedLayout(
      Color.red.accessibilityIdentifier("main")
        .safeAreaInset(edge: .trailing, alignment: .bottom) {
          Color.blue.frame(width: 60, height: 100).accessibilityIdentifier("bar")
        })
    expectFrame(
      "bar", in: root, CGRect(x: 333, y: 752, width: 60, height: 100), tolerance: tolerance)
    expectFrame("main", in: root, CGRect(x: 0, y: 0, width: 333, height: 852), tolerance: tolerance)
  }

  @Test("a leading inset with nil spacing (0, ours) sits at x = 0")
  func leadingInset() {
    let root = hostedLayout(
      Color.red.accessibilityIdentifier("main")
        .safeAreaInset(edge: .leading) {
          Color.blue.frame(width: 80, height: 200).accessibilityIdentifier("bar")
        })
    // Centred vertically: y = (852 − 200) / 2 = 326.
    expectFrame("bar", in: root, CGRect(x: 0, y: 326, width: 80, height: 200), tolerance: tolerance)
    expectFrame(
      "main", in: root, CGRect(x: 80, y: 0, width: 313, height: 852), tolerance: tolerance)
  }

  @Test("two bottom insets stack: the outer one at the edge, the inner one above it")
  func stackedInsets() {
    let root = hostedLayout(
      Color.red.accessibilityIdentifier("main")
        .safeAreaInset(edge: .bottom) {
          Color.blue.frame(height: 50).accessibilityIdentifier("inner")
        }
        .safeAreaInset(edge: .bottom) {
          Color.green.frame(height: 30).accessibilityIdentifier("outer")
        })
    expectFrame(
      "outer", in: root, CGRect(x: 0, y: 822, width: 393, height: 30), tolerance: tolerance)
    expectFrame(
      "inner", in: root, CGRect(x: 0, y: 772, width: 393, height: 50), tolerance: tolerance)
    expectFrame("main", in: root, CGRect(x: 0, y: 0, width: 393, height: 772), tolerance: tolerance)
  }

  @Test("a scroll view keeps its size and scrolls its last row up to the inset's top")
  func scrollViewTakesTheInsetAsContentInset() throws {
    let root = hostedLayout(
      InsetRows()
        .defaultScrollAnchor(.bottom)
        .safeAreaInset(edge: .bottom) {
          Color.blue.frame(height: 50).accessibilityIdentifier("bar")
        })
    expectFrame("rows", in: root, CGRect(x: 0, y: 0, width: 393, height: 852), tolerance: tolerance)
    expectFrame("bar", in: root, CGRect(x: 0, y: 802, width: 393, height: 50), tolerance: tolerance)
    let scrollView = try #require(insetScrollView(in: root))
    #expect(scrollView.contentInset.bottom == 50)
    // Scrolled to the end: 2000 pt of rows in 852 pt, plus the 50-pt inset: 1198 pt, the last
    // row's bottom at 2000 − 1198 = 802, the bar's top.
    #expect(abs(scrollView.contentOffset.y - 1198) <= tolerance)
    expectFrame(
      "row19", in: root, CGRect(x: 0, y: 702, width: 393, height: 100), tolerance: tolerance)
  }

  @Test("top and bottom insets around a scroll view: it starts below the top one")
  func scrollViewUnderTwoInsets() throws {
    let root = hostedLayout(
      InsetRows()
        .safeAreaInset(edge: .bottom) {
          Color.blue.frame(height: 50).accessibilityIdentifier("bottomBar")
        }
        .safeAreaInset(edge: .top) {
          Color.green.frame(height: 40).accessibilityIdentifier("topBar")
        })
    let scrollView = try #require(insetScrollView(in: root))
    #expect(scrollView.contentInset == UIEdgeInsets(top: 40, left: 0, bottom: 50, right: 0))
    #expect(scrollView.contentOffset.y == -40)
    expectFrame(
      "topBar", in: root, CGRect(x: 0, y: 0, width: 393, height: 40), tolerance: tolerance)
    expectFrame(
      "bottomBar", in: root, CGRect(x: 0, y: 802, width: 393, height: 50), tolerance: tolerance)
    expectFrame(
      "row0", in: root, CGRect(x: 0, y: 40, width: 393, height: 100), tolerance: tolerance)
  }

  @Test("a leading inset narrows a vertical scroll view's content to the space left")
  func scrollViewLeadingInset() throws {
    let root = hostedLayout(
      InsetRows().safeAreaInset(edge: .leading) {
        Color.blue.frame(width: 80).accessibilityIdentifier("bar")
      })
    expectFrame("rows", in: root, CGRect(x: 0, y: 0, width: 393, height: 852), tolerance: tolerance)
    expectFrame("bar", in: root, CGRect(x: 0, y: 0, width: 80, height: 852), tolerance: tolerance)
    // 393 − 80 = 313 pt wide, from x = 80.
    expectFrame(
      "row0", in: root, CGRect(x: 80, y: 0, width: 313, height: 100), tolerance: tolerance)
  }

  @Test("a spacing that is not finite counts as 0 and nothing traps")
  func nonFiniteSpacing() {
    let root = hostedLayout(
      Color.red.accessibilityIdentifier("main")
        .safeAreaInset(edge: .bottom, spacing: .nan) {
          Color.blue.frame(height: 50).accessibilityIdentifier("bar")
        })
    expectFrame("main", in: root, CGRect(x: 0, y: 0, width: 393, height: 802), tolerance: tolerance)
  }
}
