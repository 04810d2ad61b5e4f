import HapticTape
import HapticTapeSwiftUI
import HeadlessRuntime
import Observation
import Testing

// Tolerance: none for counts (whole numbers); transforms within 1e-12 of tenths of points.

/// A layout that counts how often it places its views (one test reads it).
struct CountingPlacementLayout: Layout {
  nonisolated(unsafe) static var placements = 0

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 200, height: 40)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    Self.placements += 1
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX + CGFloat(index) * 100, y: bounds.minY),
        proposal: ProposedViewSize(width: 100, height: 40))
    }
  }
}

/// Plain data, so a parent's update keeps its body: its views do not change.
struct CountedRow: View {
  var body: some View {
    CountingPlacementLayout {
      Color.red
      Color.blue
    }
  }
}

/// A label showing the model's taps above a row that does not read them.
struct LabelAboveCountedRow: View {
  @Bindable var model: PagerModel
  var body: some View {
    VStack {
      Text("Taps \(model.taps)")
      CountedRow()
    }
  }
}

/// A label showing the model's taps above a scroll view of a grey page and the moving page.
struct LabelAboveKeptPager: View {
  @Bindable var model: PagerModel
  var body: some View {
    VStack {
      Text("Taps \(model.taps)")
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          Color.gray.frame(width: 393, height: 100)
          ScrollMovedPage(identifier: "kept-moving")
        }
      }
    }
  }
}

@Suite("SwiftUI views that did not change, in a later layout pass")
@MainActor
struct SwiftUIUnchangedViewsTests {
  @Test func aViewThatDidNotChangeIsNotPlacedAgain() throws {
    let runtime = phoneRuntime()
    let model = PagerModel()
    CountingPlacementLayout.placements = 0
    let root = hostedLayout(LabelAboveCountedRow(model: model), in: runtime)
    let placedFirst = CountingPlacementLayout.placements
    #expect(placedFirst >= 1)
    // "Taps 0" and "Taps 1" are as wide: the row keeps its frame, and its views their places.
    runTurn(runtime) { model.taps += 1 }
    #expect(CountingPlacementLayout.placements == placedFirst)
    withExtendedLifetime(root) {}
  }

  @Test func aScrollInTheTurnOfAStateChangeMovesAnUnchangedVisualEffect() throws {
    // The state change's render draws the scroll's visual effects; the page holding one is
    // kept by the update, and drawn all the same.
    let runtime = phoneRuntime()
    let model = PagerModel()
    let root = hostedLayout(LabelAboveKeptPager(model: model), in: runtime)
    let moved = try #require(findView("kept-moving", in: root)?.superview)
    #expect(abs(moved.layer.transform.m42 - -39.3) <= 1e-12)
    let scroll = try #require(firstScrollView(in: root))
    runTurn(runtime) {
      model.taps += 1
      scroll.contentOffset = CGPoint(x: 100, y: 0)
    }
    // The page's leading edge is 393 − 100 = 293 pt into the scroll view: 29.3 pt up.
    #expect(abs(moved.layer.transform.m42 - -29.3) <= 1e-12)
  }
}
