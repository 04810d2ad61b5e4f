import HapticTapeSwiftUI
import HeadlessRuntime
import Observation
import Testing

// Tolerance: bar heights are whole points (44 and 96) and the views' tops sit on them: exact to
// 1e-9 pt.
private let tolerance: CGFloat = 1e-9

/// A 10-pt strip at the top of the space a stack's view is given, named `name`.
private func topStrip(_ name: String) -> some View {
  Color.red.frame(height: 10).frame(maxHeight: .infinity, alignment: .top)
    .accessibilityIdentifier(name)
}

/// Whether the bar hides, changed by a test after the first layout.
@Observable private final class BarModel {
  var hidden = false
}

private struct TogglingBarView: View {
  let model: BarModel
  var body: some View {
    NavigationStack {
      topStrip("top").toolbar(model.hidden ? .hidden : .visible, for: .navigationBar)
    }
  }
}

@Suite("SwiftUI navigation bar: the space it takes above a stack's views")
@MainActor
struct SwiftUINavigationBarTests {
  /// The top of the view named `name` in `view`, laid out with no safe area.
  private func top(of name: String, in view: some View) throws -> CGFloat {
    try #require(frame(of: name, in: hostedLayout(view))).minY
  }

  @Test func theRootHasALargeTitleBarUnlessItAsksOtherwise() throws {
    // 44 + 52: the large title's bar, title or no title; 44: an inline title's.
    #expect(abs(try top(of: "top", in: NavigationStack { topStrip("top") }) - 96) <= tolerance)
    let titled = NavigationStack { topStrip("top").navigationTitle("Inbox") }
    #expect(abs(try top(of: "top", in: titled) - 96) <= tolerance)
    let inline = NavigationStack {
      topStrip("top").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
    }
    #expect(abs(try top(of: "top", in: inline) - 44) <= tolerance)
    // The deeper modifier wins.
    let nested = NavigationStack {
      topStrip("top").navigationBarTitleDisplayMode(.large)
        .navigationBarTitleDisplayMode(.inline)
    }
    #expect(abs(try top(of: "top", in: nested) - 96) <= tolerance)
  }

  @Test func aHiddenBarGivesItsSpaceToTheView() throws {
    let hidden = NavigationStack { topStrip("top").toolbar(.hidden, for: .navigationBar) }
    #expect(abs(try top(of: "top", in: hidden)) <= tolerance)
    let allBars = NavigationStack { topStrip("top").toolbar(.hidden) }
    #expect(abs(try top(of: "top", in: allBars)) <= tolerance)
    let renamed = NavigationStack {
      topStrip("top").toolbarVisibility(.hidden, for: .navigationBar)
    }
    #expect(abs(try top(of: "top", in: renamed)) <= tolerance)
    let old = NavigationView { topStrip("top").navigationBarHidden(true) }
    #expect(abs(try top(of: "top", in: old)) <= tolerance)
    // Another bar hidden leaves the navigation bar where it is.
    let tabBar = NavigationStack { topStrip("top").toolbar(.hidden, for: .tabBar) }
    #expect(abs(try top(of: "top", in: tabBar) - 96) <= tolerance)
    // A view that ignores the safe area lays out under the bar.
    let under = NavigationStack { topStrip("top").ignoresSafeArea() }
    #expect(abs(try top(of: "top", in: under)) <= tolerance)
  }

  @Test func aPushedViewTakesTheModeOfTheViewBelowUnlessItAsks() throws {
    func stack(pushed mode: NavigationBarItem.TitleDisplayMode) -> some View {
      NavigationStack(path: .constant([1])) {
        topStrip("root").navigationBarTitleDisplayMode(.inline)
          .navigationDestination(for: Int.self) { _ in
            topStrip("pushed").navigationBarTitleDisplayMode(mode)
          }
      }
    }
    #expect(abs(try top(of: "pushed", in: stack(pushed: .automatic)) - 44) <= tolerance)
    #expect(abs(try top(of: "pushed", in: stack(pushed: .large)) - 96) <= tolerance)
    #expect(abs(try top(of: "root", in: stack(pushed: .large)) - 44) <= tolerance)
  }

  @Test func hidingTheBarLaterMovesTheViewUp() throws {
    let runtime = phoneRuntime()
    let model = BarModel()
    let root = hostedLayout(TogglingBarView(model: model), in: runtime)
    #expect(abs(try #require(frame(of: "top", in: root)).minY - 96) <= tolerance)
    runTurn(runtime) { model.hidden = true }
    runtime.run { root.layoutIfNeeded() }
    #expect(abs(try #require(frame(of: "top", in: root)).minY) <= tolerance)
    runTurn(runtime) { model.hidden = false }
    runtime.run { root.layoutIfNeeded() }
    #expect(abs(try #require(frame(of: "top", in: root)).minY - 96) <= tolerance)
  }
}
