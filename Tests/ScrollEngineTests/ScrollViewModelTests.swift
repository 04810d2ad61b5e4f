import ScrollEngine
import ScrollPhysics
import Testing
import TouchCore
import TouchModel

/// Offsets on the @3x pixel grid compare within one device pixel.
private let pixelTolerance = 1.0 / 3
/// Release velocities in points per millisecond (sums of exact binary fractions).
private let velocityTolerance = 1e-9

@Suite struct ScrollViewModelTests {
  /// Drag → release with velocity, no edge (docs/physics-model.md#delegate-order).
  @Test func flingReportsTheFullDelegateSequence() throws {
    var session = ScrollSession(view: .tallList())
    // 200 pt up in 10 moves of 8 ms: 2500 pt/s; the first 20 pt cross the slop and are absorbed.
    let last = session.drag(fromY: 600, toY: 400, steps: 10)
    session.touch(1, .ended, x: 200, y: 400, ms: last)
    session.settle(after: .seconds(last / 1_000))
    #expect(session.shape == decelerationShape)
    let release = try #require(session.release)
    #expect(abs(release.velocity.dy - 2.5) <= velocityTolerance)
    #expect(release.velocity.dx == 0)
    // Rest = 1180 + (2.5 − 0.01) pt/ms · 499 (the device rule), on the pixel grid.
    let rest =
      1_180
      + DecelerationRule.device.simulation(position: 0, velocity: 2_500, rate: 0.998)
      .finalPosition
    #expect(abs(release.proposed.y - rest) <= pixelTolerance / 2)
    #expect(release.target == release.proposed)
    #expect(session.view.contentOffset == release.target)
    #expect(!session.view.isDecelerating && !session.view.isDragging)
    let offsets = session.scrolledOffsets.map(\.y)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
  }

  /// Drag → stop → release in bounds (docs/physics-model.md#delegate-order).
  @Test func releaseAfterRestingDoesNotDecelerate() throws {
    var session = ScrollSession(view: .tallList())
    let last = session.drag(fromY: 600, toY: 500, steps: 5)
    session.touch(1, .stationary, x: 200, y: 500, ms: last + 30)
    session.touch(1, .ended, x: 200, y: 500, ms: last + 80)
    session.settle(after: .seconds(1))
    #expect(
      session.shape == [
        "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(false)",
      ])
    let release = try #require(session.release)
    #expect(release.velocity == .zero)
    #expect(release.target == session.view.contentOffset)
    #expect(session.view.contentOffset == Point2D(x: 0, y: 1_080))
  }

  /// Drag past the edge → release with zero velocity bounces back as deceleration
  /// (docs/physics-model.md#delegate-order).
  @Test func releasePastTheEdgeBouncesBack() throws {
    var session = ScrollSession(view: .tallList(offsetY: 0))
    let last = session.drag(fromY: 300, toY: 500, steps: 10)
    session.touch(1, .stationary, x: 200, y: 500, ms: last + 40)
    session.touch(1, .ended, x: 200, y: 500, ms: last + 90)
    session.settle(after: .seconds(1))
    #expect(session.shape == decelerationShape)
    // 200 pt of finger travel, 20 absorbed by the slop: 180 pt raw overscroll, banded over 852 pt.
    let banded = RubberBand(dimension: 852).displacement(forOverscroll: 180)
    let deepest = try #require(session.scrolledOffsets.map(\.y).min())
    #expect(abs(deepest + banded) <= pixelTolerance / 2)
    let release = try #require(session.release)
    #expect(release.proposed == .zero && release.target == .zero)
    #expect(session.view.contentOffset == .zero)
  }

  /// A fling into the end decays past it, springs back and rests on the edge.
  @Test func flingIntoTheEdgeOvershootsAndReturns() throws {
    var session = ScrollSession(view: .tallList(offsetY: 3_900))
    let last = session.drag(fromY: 600, toY: 400, steps: 10)
    session.touch(1, .ended, x: 200, y: 400, ms: last)
    session.settle(after: .seconds(last / 1_000))
    #expect(session.shape == decelerationShape)
    let end = 5_000.0 - 852
    let release = try #require(session.release)
    #expect(release.proposed.y == end && release.target.y == end)
    let farthest = try #require(session.scrolledOffsets.map(\.y).max())
    #expect(farthest > end + 10)
    #expect(session.view.contentOffset.y == end)
  }

  /// Touch-down during deceleration stops it; didEndDecelerating fires (iOS 13+;
  /// docs/physics-model.md#delegate-order).
  @Test func touchDownStopsDeceleration() throws {
    var session = ScrollSession(view: .tallList())
    let last = session.drag(fromY: 600, toY: 400, steps: 10)
    session.touch(1, .ended, x: 200, y: 400, ms: last)
    session.touch(2, .began, x: 200, y: 300, ms: last + 200)
    let frozen = session.view.contentOffset
    session.touch(2, .ended, x: 200, y: 300, ms: last + 260)
    session.settle(after: .seconds(1))
    #expect(session.shape == decelerationShape)
    let stop = try #require(session.first { $0 == .didEndDecelerating })
    #expect(stop.timestamp == .seconds((last + 200) / 1_000))
    #expect(session.view.contentOffset == frozen)
    #expect(session.events.last?.kind == .didEndDecelerating)
  }

  @Test func touchesAreDroppedWhileInteractionIsOff() {
    var view = ScrollViewModel.tallList()
    view.isUserInteractionEnabled = false
    var session = ScrollSession(view: view)
    let last = session.drag(fromY: 600, toY: 400, steps: 10)
    session.view.isUserInteractionEnabled = true
    session.touch(1, .ended, x: 200, y: 400, ms: last)
    #expect(session.shape == ["touchDropped(#1)"])
    #expect(session.view.contentOffset == Point2D(x: 0, y: 1_000))
  }

  @Test func disablingThePanCancelsTheDrag() {
    var session = ScrollSession(view: .tallList())
    let last = session.drag(fromY: 600, toY: 500, steps: 5)
    session.view.setPanEnabled(false, at: .seconds(last / 1_000), into: &session.events)
    session.touch(1, .moved, x: 200, y: 300, ms: last + 8)
    session.touch(1, .ended, x: 200, y: 300, ms: last + 16)
    session.settle(after: .seconds(1))
    #expect(
      session.shape == [
        "willBeginDragging", "didScroll…", "dragCancelled", "willEndDragging",
        "didEndDragging(false)",
      ])
    #expect(session.view.contentOffset == Point2D(x: 0, y: 1_080))
    #expect(session.release?.velocity == .zero)
  }

  /// Pan continuity: two fingers alternating drag the content without a jump.
  @Test func alternatingFingersScrollContinuously() throws {
    var session = ScrollSession(view: .tallList())
    session.touch(1, .began, x: 200, y: 600, ms: 0)
    var time = 0.0
    var y1 = 600.0
    for _ in 0..<10 {
      time += 8
      y1 -= 10
      session.touch(1, .moved, x: 200, y: y1, ms: time)
    }
    session.touch(2, .began, x: 100, y: 700, ms: time + 4)
    var y2 = 700.0
    for _ in 0..<5 {
      time += 8
      y1 -= 10
      y2 -= 10
      session.touch(1, .moved, x: 200, y: y1, ms: time)
      session.touch(2, .moved, x: 100, y: y2, ms: time)
    }
    session.touch(1, .ended, x: 200, y: y1, ms: time + 4)
    for _ in 0..<10 {
      time += 8
      y2 -= 10
      session.touch(2, .moved, x: 100, y: y2, ms: time)
    }
    let offsets = session.scrolledOffsets.map(\.y)
    let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
    #expect(steps.allSatisfy { $0 > 0 && $0 <= 10 })
    // 25 moves of 10 pt (two-finger moves count once per frame pair: 5 + 5 half-steps), minus the slop.
    #expect(session.view.contentOffset.y == 1_000 + 240)
  }

  @Test func offsetsStayOnThePixelGrid() {
    var session = ScrollSession(view: .tallList())
    let last = session.drag(fromY: 600, toY: 433.3, steps: 7)
    session.touch(1, .ended, x: 200, y: 433.3, ms: last)
    session.settle(after: .seconds(last / 1_000))
    for offset in session.scrolledOffsets {
      #expect((offset.y * 3).rounded() == offset.y * 3)
    }
  }

  /// The iPhone SE profile: 60 Hz frames and the @2x half-point grid.
  @Test func sixtyHertzAtTwoXRestsOnTheHalfPointGrid() throws {
    let view = ScrollViewModel(
      boundsSize: Size2D(width: 375, height: 667), contentSize: Size2D(width: 375, height: 5_000),
      contentOffset: Point2D(x: 0, y: 1_000), configuration: ScrollConfiguration(scale: 2))
    var session = ScrollSession(view: view, hertz: 60)
    let last = session.drag(fromY: 500, toY: 350, steps: 6)
    session.touch(1, .ended, x: 200, y: 350, ms: last)
    session.settle(after: .seconds(last / 1_000))
    #expect(session.shape == decelerationShape)
    for offset in session.scrolledOffsets {
      #expect((offset.y * 2).rounded() == offset.y * 2)
    }
    let frameTimes = session.events.filter { $0.kind != .willBeginDragging }.map(
      \.timestamp.nanoseconds)
    let lastFrame = try #require(frameTimes.last)
    #expect(
      Timestamp.tick((lastFrame * 60 + 500_000_000) / 1_000_000_000, hertz: 60).nanoseconds
        == lastFrame)
  }

  /// Content that shrinks under a running deceleration: momentum is re-planned and bounces back
  /// to the new end.
  @Test func shrinkingContentDuringDecelerationReplansToTheNewEdge() {
    var session = ScrollSession(view: .tallList())
    let last = session.drag(fromY: 600, toY: 400, steps: 10)
    session.touch(1, .ended, x: 200, y: 400, ms: last)
    session.advance(to: .milliseconds(300))
    session.view.contentSize = Size2D(width: 393, height: 1_600)
    session.settle(after: .milliseconds(300))
    #expect(session.shape == decelerationShape)
    #expect(session.view.contentOffset == Point2D(x: 0, y: 1_600 - 852))
  }
}
