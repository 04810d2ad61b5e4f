import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

// Tolerance: frames in points, sums and halves of whole numbers: exact to 1e-9.
private let pointTolerance: CGFloat = 1e-9

@Suite("SwiftUI matchedGeometryEffect: a view that is not the source takes the source's frame")
@MainActor
struct SwiftUIMatchedGeometryTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test func aFollowerTakesTheSourcesFrame() {
    let root = hostedLayout(MatchedPairView())
    expectFrame(
      "source", in: root, CGRect(x: 0, y: 0, width: 200, height: 100), tolerance: pointTolerance)
    // Laid out 50 × 40 at (75, 100), then offered the source's size at its place.
    expectFrame(
      "follower", in: root, CGRect(x: 0, y: 0, width: 200, height: 100),
      tolerance: pointTolerance)
  }

  @Test func positionAloneKeepsTheFollowersSize() {
    let root = hostedLayout(MatchedPairView(properties: .position))
    // Its centre on the source's centre (100, 50).
    expectFrame(
      "follower", in: root, CGRect(x: 75, y: 30, width: 50, height: 40),
      tolerance: pointTolerance)
  }

  @Test func theAnchorPutsTheFollowersPointOnTheSources() {
    let root = hostedLayout(MatchedPairView(properties: .position, anchor: .bottomTrailing))
    // Its bottom trailing corner on the source's, (200, 100).
    expectFrame(
      "follower", in: root, CGRect(x: 150, y: 60, width: 50, height: 40),
      tolerance: pointTolerance)
  }

  @Test func sizeAloneResizesAboutTheFollowersOwnAnchor() {
    let root = hostedLayout(MatchedPairView(properties: .size))
    // 200 × 100 about its own centre, (100, 120).
    expectFrame(
      "follower", in: root, CGRect(x: 0, y: 70, width: 200, height: 100),
      tolerance: pointTolerance)
  }

  @Test func aFollowerAloneKeepsItsOwnFrame() {
    let root = hostedLayout(MatchedPairView(showsSource: false))
    expectFrame(
      "follower", in: root, CGRect(x: 75, y: 100, width: 50, height: 40),
      tolerance: pointTolerance)
  }

  @Test func twoNamespacesDoNotMix() {
    let root = hostedLayout(MatchedPairView(sharesNamespace: false))
    // The source has the follower's id, in the other namespace.
    expectFrame(
      "source", in: root, CGRect(x: 0, y: 0, width: 200, height: 100), tolerance: pointTolerance)
    expectFrame(
      "follower", in: root, CGRect(x: 75, y: 100, width: 50, height: 40),
      tolerance: pointTolerance)
  }

  @Test func eachBranchOfTheHeroPatternKeepsItsOwnFrame() {
    let runtime = HeadlessRuntime(display: display)
    let model = MatchedGeometryModel()
    let root = hostedLayout(HeroCardView(model: model), in: runtime)
    expectFrame(
      "card", in: root, CGRect(x: 156.5, y: 0, width: 80, height: 80), tolerance: pointTolerance)
    runTurn(runtime) { model.isExpanded = true }
    runtime.run { root.layoutIfNeeded() }
    expectFrame(
      "card", in: root, CGRect(x: 0, y: 0, width: 393, height: 300), tolerance: pointTolerance)
    runTurn(runtime) { model.isExpanded = false }
    runtime.run { root.layoutIfNeeded() }
    expectFrame(
      "card", in: root, CGRect(x: 156.5, y: 0, width: 80, height: 80), tolerance: pointTolerance)
  }

  @Test func aFollowerMovesToTheSourceItsIdNames() {
    let runtime = HeadlessRuntime(display: display)
    let model = MatchedGeometryModel()
    let root = hostedLayout(MatchedTabsView(model: model), in: runtime)
    expectFrame(
      "underline", in: root, CGRect(x: 0, y: 0, width: 100, height: 40),
      tolerance: pointTolerance)
    runTurn(runtime) { model.selected = 2 }
    runtime.run { root.layoutIfNeeded() }
    expectFrame(
      "underline", in: root, CGRect(x: 200, y: 0, width: 100, height: 40),
      tolerance: pointTolerance)
  }

  @Test func aFollowerOutsideAScrollViewStaysOnItsSourceAsTheContentScrolls() throws {
    let runtime = HeadlessRuntime(display: display)
    let root = hostedLayout(ScrolledMatchView(), in: runtime)
    expectFrame(
      "follower", in: root, CGRect(x: 146.5, y: 200, width: 100, height: 50),
      tolerance: pointTolerance)
    let scrollView = try #require(firstScrollView(in: root))
    // Scrolled 120 pt down: the source, and the follower with it, 120 pt higher, once the
    // next display frame is shown (no layout asked for by the test).
    runTurn(runtime) { scrollView.contentOffset = CGPoint(x: 0, y: 120) }
    showFrame(1, in: runtime)
    expectFrame(
      "source", in: root, CGRect(x: 146.5, y: 80, width: 100, height: 50),
      tolerance: pointTolerance)
    expectFrame(
      "follower", in: root, CGRect(x: 146.5, y: 80, width: 100, height: 50),
      tolerance: pointTolerance)
  }

  @Test func aGroupWithTwoSourcesFollowsTheFirstToAppear() {
    let runtime = HeadlessRuntime(display: display)
    let model = MatchedGeometryModel()
    let root = hostedLayout(TwoSourcesView(model: model), in: runtime)
    expectFrame(
      "follower", in: root, CGRect(x: 0, y: 0, width: 200, height: 100),
      tolerance: pointTolerance)
    // The late source comes first in the column; the follower stays on the early one, now at
    // y = 60.
    runTurn(runtime) { model.isExpanded = true }
    runtime.run { root.layoutIfNeeded() }
    expectFrame(
      "late", in: root, CGRect(x: 0, y: 0, width: 300, height: 60), tolerance: pointTolerance)
    expectFrame(
      "follower", in: root, CGRect(x: 0, y: 60, width: 200, height: 100),
      tolerance: pointTolerance)
  }

  @Test func namespacesDifferBetweenViewsAndLastAcrossUpdates() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = MatchedGeometryModel()
    let log = NamespaceLog()
    let root = hostedLayout(NamespaceProbesView(model: model, log: log), in: runtime)
    runTurn(runtime) { model.selected = 1 }
    runtime.run { root.layoutIfNeeded() }
    let a = try #require(log.ids["a"])
    let b = try #require(log.ids["b"])
    // Evaluated once, then again for the new generation.
    #expect(a.count == 2 && b.count == 2)
    #expect(Set(a).count == 1)
    #expect(Set(b).count == 1)
    #expect(a.first != b.first)
  }
}
