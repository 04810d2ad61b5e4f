import HapticTapeSwiftUI
import Testing

// Tolerance: frames in points, 1e-9 (sums of whole points, exact in doubles).

/// A `side` × `side` square named `name`.
private func square(_ name: String, _ side: CGFloat) -> some View {
  Color.red.frame(width: side, height: side).accessibilityIdentifier(name)
}

/// `content` in a leading column without spacing, at the top left of the screen.
private func column(@ViewBuilder _ content: () -> some View) -> UIView {
  hostedLayout(
    VStack(alignment: .leading, spacing: 0, content: content)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
}

/// The squares of 10, 20 and 30 pt, one under the other from the top left.
private func expectStacked(in root: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
  for (name, top, side) in [("a", 0.0, 10.0), ("b", 10, 20), ("c", 30, 30)] {
    expectFrame(
      name, in: root, CGRect(x: 0, y: top, width: side, height: side),
      sourceLocation: sourceLocation)
  }
}

@Suite("SwiftUI TupleView: a builder's views and an app's own tuple are listed in order")
struct SwiftUITupleViewTests {
  @Test func aViewBuildersViewsStackInOrder() {
    let root = column {
      square("a", 10)
      square("b", 20)
      square("c", 30)
    }
    expectStacked(in: root)
  }

  @Test func aTupleViewMadeByTheAppStacksTheSame() {
    let root = column { TupleView((square("a", 10), square("b", 20), square("c", 30))) }
    expectStacked(in: root)
  }
}
