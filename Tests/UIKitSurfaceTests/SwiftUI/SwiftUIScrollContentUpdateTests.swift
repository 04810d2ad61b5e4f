import HapticTape
import HapticTapeSwiftUI
import HeadlessRuntime
import Observation
import Testing

// Tolerance: none. Body counts and layout passes are whole numbers; offsets are tenths of whole
// points, compared within 1e-12.

/// A page that counts how often its body is evaluated: plain data, as SwiftUI compares it.
struct CountedPage: View {
  /// Evaluations of any page's body (one test reads it).
  nonisolated(unsafe) static var evaluations = 0
  let index: Int
  var body: some View {
    Self.evaluations += 1
    return Text("Page \(index)").frame(width: 393, height: 100)
  }
}

/// A pager as apps write one: scroll modifiers around a scroll view of pages, and a label
/// outside it showing the parent's own state.
struct CountedPager: View {
  @Bindable var model: PagerModel
  var body: some View {
    VStack {
      Text("Taps \(model.taps)")
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0) {
          ForEach(0..<3, id: \.self) { index in CountedPage(index: index) }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.paging)
      .onScrollPhaseChange { _, _ in }
    }
  }
}

/// The pager's state, and whether its middle page is moved by its scroll geometry.
@Observable final class PagerModel {
  var taps = 0
  var movesMiddlePage = false
  var firstWidth: CGFloat = 393
}

/// A page moved up by a tenth of its place in the scroll view; plain data, so a parent's update
/// keeps it.
struct ScrollMovedPage: View {
  let identifier: String
  var body: some View {
    Color.blue.frame(width: 393, height: 100)
      .visualEffect { content, proxy in
        content.offset(y: -proxy.frame(in: .scrollView).minX / 10)
      }
      .accessibilityIdentifier(identifier)
  }
}

/// A page moved by its place in the scroll view, after a page whose width the model sets.
struct ResizingPager: View {
  @Bindable var model: PagerModel
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        Color.gray.frame(width: model.firstWidth, height: 100)
        ScrollMovedPage(identifier: "moving")
      }
    }
  }
}

/// Pages of which the middle one may move by its place in the scroll view.
struct LatePager: View {
  @Bindable var model: PagerModel
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<3, id: \.self) { index in
          if model.movesMiddlePage && index == 1 {
            ScrollMovedPage(identifier: "moving")
          } else {
            Color.gray.frame(width: 393, height: 100)
          }
        }
      }
    }
  }
}

/// A UIKit view that counts its layout passes, as an app's represented view might.
final class CountingLayoutView: UIView {
  var layouts = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
  }
}

/// The counting view, represented; each update asks for a layout.
struct CountingRepresentable: UIViewRepresentable {
  let view: CountingLayoutView
  let value: Int
  func makeUIView(context: Context) -> CountingLayoutView { view }
  func updateUIView(_ uiView: CountingLayoutView, context: Context) { uiView.setNeedsLayout() }
}

/// The represented view deep in a scroll view's content.
struct DeepRepresentable: View {
  let view: CountingLayoutView
  @Bindable var model: PagerModel
  var body: some View {
    ScrollView {
      VStack {
        Text("Above")
        HStack { CountingRepresentable(view: view, value: model.taps).frame(height: 40) }
      }
    }
  }
}

@Suite("SwiftUI content of a scroll view between updates")
@MainActor
struct SwiftUIScrollContentUpdateTests {
  @Test func aPageMadeAgainWithTheSameValuesKeepsItsBody() {
    // The parent's state changes; the scroll modifiers around the scroll view make their
    // configuration again, but the pages inside are the same views in the same environment,
    // so SwiftUI does not evaluate their bodies again.
    let runtime = phoneRuntime()
    let model = PagerModel()
    CountedPage.evaluations = 0
    let root = hostedLayout(CountedPager(model: model), in: runtime)
    withExtendedLifetime(root) {
      #expect(CountedPage.evaluations == 3)
      runTurn(runtime) { model.taps += 1 }
      runTurn(runtime) { model.taps += 1 }
      #expect(CountedPage.evaluations == 3)
    }
  }

  @Test func aVisualEffectThatAppearsLaterFollowsTheScroll() throws {
    let runtime = phoneRuntime()
    let model = PagerModel()
    let root = hostedLayout(LatePager(model: model), in: runtime)
    runTurn(runtime) { model.movesMiddlePage = true }
    let scroll = try #require(firstScrollView(in: root))
    runtime.run { scroll.contentOffset = CGPoint(x: 193, y: 0) }
    // The middle page's leading edge is 393 − 193 = 200 pt into the scroll view: 20 pt up.
    let moved = try #require(findView("moving", in: root)?.superview)
    #expect(abs(moved.layer.transform.m42 - -20) <= 1e-12)
  }

  @Test func aVisualEffectSeesTheContentLaidOutAgain() throws {
    // Where a page sits in the content is kept between frames of a scroll, and found again
    // once the layout moves it.
    let runtime = phoneRuntime()
    let model = PagerModel()
    let root = hostedLayout(ResizingPager(model: model), in: runtime)
    let moved = try #require(findView("moving", in: root)?.superview)
    #expect(abs(moved.layer.transform.m42 - -39.3) <= 1e-12)
    runTurn(runtime) { model.firstWidth = 200 }
    #expect(abs(moved.layer.transform.m42 - -20) <= 1e-12)
    let scroll = try #require(firstScrollView(in: root))
    runtime.run { scroll.contentOffset = CGPoint(x: 100, y: 0) }
    #expect(abs(moved.layer.transform.m42 - -10) <= 1e-12)
  }

  @Test func aRepresentedViewDeepInTheContentIsStillLaidOut() throws {
    let runtime = phoneRuntime()
    let model = PagerModel()
    let counting = CountingLayoutView()
    let root = hostedLayout(DeepRepresentable(view: counting, model: model), in: runtime)
    let first = counting.layouts
    #expect(first >= 1)
    runTurn(runtime) { model.taps += 1 }
    runtime.run { root.layoutIfNeeded() }
    #expect(counting.layouts == first + 1)
  }
}
