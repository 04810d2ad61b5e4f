import ScrollEngine
import Testing
import TouchCore
import TouchModel

/// Offsets on the @3x pixel grid compare within one device pixel.
private let pixelTolerance = 1.0 / 3

/// A layout that snaps to multiples of `step` and records what it was asked.
private struct GridSnapping: ScrollViewDelegate {
  var step: Double
  var proposals: [Point2D] = []

  mutating func targetContentOffset(
    proposed: Point2D, velocity: Vector2D, in scrollView: ScrollViewModel
  )
    -> Point2D
  {
    proposals.append(proposed)
    return Point2D(x: proposed.x, y: (proposed.y / step).rounded() * step)
  }
}

/// The pizza seed's fix: stop the fling where it is (return the current offset).
private struct StopTheFling: ScrollViewDelegate {
  func targetContentOffset(proposed: Point2D, velocity: Vector2D, in scrollView: ScrollViewModel)
    -> Point2D
  {
    scrollView.contentOffset
  }
}

/// Tries to move every target (ignored by paging scroll views).
private struct MoveTarget: ScrollViewDelegate {
  mutating func scrollViewWillEndDragging(
    _ scrollView: ScrollViewModel, velocity: Vector2D, targetContentOffset: inout Point2D
  ) {
    targetContentOffset.x += 1_000
  }
}

private func pager(pages: Int = 5) -> ScrollViewModel {
  var view = ScrollViewModel(
    boundsSize: Size2D(width: 393, height: 852),
    contentSize: Size2D(width: 393 * Double(pages), height: 852),
    configuration: ScrollConfiguration(scale: 3))
  view.isPagingEnabled = true
  return view
}

@Suite struct ScrollViewModelTargetingTests {
  @Test func snappingHookMovesTheTargetAndTheMotionLandsOnIt() throws {
    var session = ScrollSession(view: .tallList())
    var snapping = GridSnapping(step: 100)
    let last = session.drag(fromY: 600, toY: 400, steps: 10, delegate: &snapping)
    session.touch(1, .ended, x: 200, y: 400, ms: last, delegate: &snapping)
    session.settle(after: .seconds(0.08))
    let release = try #require(session.release)
    #expect(snapping.proposals == [release.proposed])
    #expect(release.target == Point2D(x: 0, y: 2_400))
    // 1180 + (2.5 − 0.01)·499 = 2422.51 (the device rule).
    #expect(abs(release.proposed.y - 2_422.51) <= pixelTolerance)
    #expect(session.view.contentOffset == Point2D(x: 0, y: 2_400))
    #expect(session.shape.last == "didEndDecelerating")
  }

  @Test func returningTheCurrentOffsetStopsTheFling() {
    var session = ScrollSession(view: .tallList())
    var stop = StopTheFling()
    let last = session.drag(fromY: 600, toY: 400, steps: 10, delegate: &stop)
    session.touch(1, .ended, x: 200, y: 400, ms: last, delegate: &stop)
    session.settle(after: .seconds(0.08))
    #expect(
      session.shape == [
        "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(false)",
      ])
    #expect(session.view.contentOffset == Point2D(x: 0, y: 1_180))
  }

  /// A small flick turns one page; the delegate cannot change the target
  /// (docs/physics-model.md#paging and #snapping).
  @Test func pagingFlickTurnsOnePageIgnoringTheDelegate() throws {
    var session = ScrollSession(view: pager())
    var move = MoveTarget()
    session.touch(1, .began, x: 300, y: 400, ms: 0, delegate: &move)
    for step in 1...4 {
      session.touch(
        1, .moved, x: 300 - 15 * Double(step), y: 400, ms: 8 * Double(step), delegate: &move)
    }
    session.touch(1, .ended, x: 240, y: 400, ms: 32, delegate: &move)
    session.settle(after: .seconds(0.032))
    #expect(session.shape == decelerationShape)
    let release = try #require(session.release)
    #expect(release.target == Point2D(x: 393, y: 0))
    #expect(session.view.contentOffset == Point2D(x: 393, y: 0))
  }

  @Test func pagingSlowReleaseReturnsToTheNearestPage() throws {
    var session = ScrollSession(view: pager())
    session.touch(1, .began, x: 300, y: 400, ms: 0)
    for step in 1...10 {
      session.touch(1, .moved, x: 300 - 12 * Double(step), y: 400, ms: 8 * Double(step))
    }
    session.touch(1, .stationary, x: 180, y: 400, ms: 100)
    session.touch(1, .ended, x: 180, y: 400, ms: 160)
    session.settle(after: .seconds(0.16))
    // 108 pt dragged (12 absorbed by the slop) is 27 % of a page: back to page 0.
    #expect(session.release?.target == .zero)
    #expect(session.shape[3] == "didEndDragging(true)")
    #expect(session.view.contentOffset == .zero)
  }

  @Test func pagingNeverSkipsMoreThanOnePage() {
    var session = ScrollSession(view: pager())
    session.touch(1, .began, x: 390, y: 400, ms: 0)
    for step in 1...8 {
      session.touch(1, .moved, x: 390 - 45 * Double(step), y: 400, ms: 8 * Double(step))
    }
    session.touch(1, .ended, x: 30, y: 400, ms: 64)
    session.settle(after: .seconds(0.064))
    #expect(session.view.contentOffset == Point2D(x: 393, y: 0))
  }

  @Test func pagingReleaseOnAPageBoundaryDoesNotDecelerate() {
    var session = ScrollSession(view: pager())
    session.touch(1, .began, x: 300, y: 400, ms: 0)
    session.touch(1, .moved, x: 280, y: 400, ms: 8)  // crosses the slop; absorbed, offset stays 0
    session.touch(1, .stationary, x: 280, y: 400, ms: 16)
    session.touch(1, .ended, x: 280, y: 400, ms: 80)
    #expect(session.shape == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
  }
}
