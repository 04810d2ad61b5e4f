import ScrollEngine
import Testing
import TouchCore
import TouchModel

private func shortList() -> ScrollViewModel {
  ScrollViewModel(
    boundsSize: Size2D(width: 393, height: 852), contentSize: Size2D(width: 393, height: 500),
    configuration: ScrollConfiguration(scale: 3))
}

@Suite struct ScrollViewModelSwitchesTests {
  @Test func contentThatFitsDoesNotScrollWithoutAlwaysBounce() {
    var session = ScrollSession(view: shortList())
    let last = session.drag(fromY: 600, toY: 400, steps: 10)
    session.touch(1, .ended, x: 200, y: 400, ms: last)
    session.settle(after: .seconds(1))
    // The pan still begins and ends, so the dragging callbacks fire, but nothing moves (ours: not
    // verified on a device).
    #expect(session.shape == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
    #expect(session.view.contentOffset == .zero)
  }

  @Test func alwaysBounceVerticalRubberBandsShortContent() throws {
    var view = shortList()
    view.alwaysBounceVertical = true
    var session = ScrollSession(view: view)
    let last = session.drag(fromY: 600, toY: 400, steps: 10)
    session.touch(1, .stationary, x: 200, y: 400, ms: last + 45)
    session.touch(1, .ended, x: 200, y: 400, ms: last + 90)
    session.settle(after: .seconds(1))
    #expect(session.shape == decelerationShape)
    let farthest = try #require(session.scrolledOffsets.map(\.y).max())
    #expect(farthest > 50 && farthest < 180)
    #expect(session.view.contentOffset == .zero)
  }

  @Test func withoutBouncesTheDragStopsAtTheEdge() {
    var view = ScrollViewModel.tallList(offsetY: 0)
    view.bounces = false
    var session = ScrollSession(view: view)
    let last = session.drag(fromY: 300, toY: 500, steps: 10)
    session.touch(1, .ended, x: 200, y: 500, ms: last)
    session.settle(after: .seconds(1))
    #expect(session.scrolledOffsets.isEmpty)
    #expect(session.view.contentOffset == .zero)
    #expect(session.shape == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
  }

  @Test func scrollingDisabledIgnoresDrags() {
    var view = ScrollViewModel.tallList()
    var ignored: [ScrollEvent] = []
    view.setScrollEnabled(false, at: .zero, into: &ignored)
    var session = ScrollSession(view: view)
    let last = session.drag(fromY: 600, toY: 400, steps: 10)
    session.touch(1, .ended, x: 200, y: 400, ms: last)
    #expect(ignored.isEmpty && session.events.isEmpty)
    #expect(!session.view.isTracking)
  }

  /// Refuses the first drag it is asked about, then allows the rest.
  private struct RefuseFirstDrag: ScrollViewDelegate {
    var asked: [Vector2D] = []
    mutating func shouldBeginDragging(in scrollView: ScrollViewModel) -> Bool {
      asked.append(scrollView.panTranslation)
      return asked.count > 1
    }
  }

  @Test func aRefusedDragMovesNothingUntilTheFingersLift() {
    var session = ScrollSession(view: ScrollViewModel.tallList())
    var delegate = RefuseFirstDrag()
    // 20 pt a step: asked at the first move (past the 10-pt slop), refused, then ignored.
    let last = session.drag(fromY: 600, toY: 400, steps: 10, delegate: &delegate)
    #expect(delegate.asked == [Vector2D(dx: 0, dy: -20)])
    #expect(session.events.isEmpty && !session.view.isDragging)
    session.touch(1, .ended, x: 200, y: 400, ms: last, delegate: &delegate)
    session.settle(after: .seconds(1))
    #expect(session.events.isEmpty)
    #expect(session.view.contentOffset == Point2D(x: 0, y: 1_000))
    // The next touch drags as usual: 200 pt less the 20 pt of the step that began it (the slop
    // absorbed, ScrollConfiguration.absorbsTouchSlop).
    let next = session.drag(fromY: 600, toY: 400, steps: 10, startMs: 2_000, delegate: &delegate)
    #expect(delegate.asked.count == 2)
    #expect(session.view.isDragging)
    #expect(session.view.contentOffset == Point2D(x: 0, y: 1_180))
    session.touch(1, .ended, x: 200, y: 400, ms: next, delegate: &delegate)
  }
}
