import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: points, 1e-9 (sums of text heights and hairlines).
private let tolerance = 1e-9

/// A divider between each two children, as public libraries write it.
struct DividedColumn: _VariadicView_UnaryViewRoot {
  func body(children: _VariadicView.Children) -> some View {
    let last = children.last?.id
    VStack(spacing: 0) {
      ForEach(children) { child in
        child
        if child.id != last { Divider() }
      }
    }
  }
}

/// The children numbered by their place, through `zip` as SwipeActions writes it.
struct NumberedRow: _VariadicView_UnaryViewRoot {
  func body(children: _VariadicView.Children) -> some View {
    HStack(spacing: 10) {
      ForEach(Array(zip(children.indices, children)), id: \.1.id) { index, child in
        child.frame(width: CGFloat(20 * (index + 1)))
      }
    }
  }
}

@Suite("SwiftUI _VariadicView: a root makes views of the content's children")
struct SwiftUIVariadicViewTests {
  @Test func aDividerGoesBetweenEachTwoChildren() throws {
    let view = hostedLayout(
      pinned(
        _VariadicView.Tree(DividedColumn()) {
          Text("a").accessibilityIdentifier("a")
          ForEach(0..<2, id: \.self) { Text("\($0)") }
          Text("z").accessibilityIdentifier("z")
        }))
    // Four children, 20.4 pt each (17-pt body text), and three hairlines of 1/3 pt (3×) between
    // them: the last starts at 3 × 20.4 + 3 × 1/3 = 62.2.
    let z = try #require(frame(of: "z", in: view))
    #expect(abs(z.minY - (3 * 20.4 + 1)) <= tolerance)
    #expect(abs(try #require(frame(of: "a", in: view)).minY) <= tolerance)
  }

  @Test func childrenAreIndexedInDeclaredOrder() throws {
    let view = hostedLayout(
      pinned(
        _VariadicView.Tree(NumberedRow()) {
          Color.red.accessibilityIdentifier("first")
          Color.green.accessibilityIdentifier("second")
          Color.blue.accessibilityIdentifier("third")
        }))
    // Widths 20, 40, 60 with 10-pt spacing: the third starts at 20 + 10 + 40 + 10 = 80.
    let third = try #require(frame(of: "third", in: view))
    #expect(abs(third.minX - 80) <= tolerance && abs(third.width - 60) <= tolerance)
    #expect(abs(try #require(frame(of: "second", in: view)).width - 40) <= tolerance)
  }
}
