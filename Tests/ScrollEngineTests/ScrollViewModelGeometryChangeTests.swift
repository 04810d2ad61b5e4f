import ScrollEngine
import Testing
import TouchCore
import TouchModel

/// Offsets on the @3x pixel grid compare within one device pixel.
private let pixelTolerance = 1.0 / 3

/// Geometry that changes while the content moves after a release.
@Suite struct ScrollViewModelGeometryChangeTests {
  /// A list pulled down past its top, held still and released between two display frames.
  ///
  /// Returns the session just after the release (at 108 ms, after the frame at 100 ms).
  static func releasedOverscrolledBetweenFrames() -> ScrollSession {
    var session = ScrollSession(view: .tallList(offsetY: 0))
    // 300 pt down in 10 moves of 8 ms (the rubber band shows part of it), then held 28 ms.
    session.drag(fromY: 200, toY: 500, steps: 10)
    for ms in [88.0, 96, 104] { session.touch(1, .moved, x: 200, y: 500, ms: ms) }
    session.touch(1, .ended, x: 200, y: 500, ms: 108)
    return session
  }

  /// A refresh control's inset set at the release, before the next frame: the bounce is
  /// re-planned from the release (not from the frame before it) and rests on the new top.
  @Test func insetSetAtAReleaseBeforeTheNextFrameBouncesToTheNewTop() throws {
    var session = Self.releasedOverscrolledBetweenFrames()
    let released = session.view.contentOffset
    #expect(released.y < -60)
    #expect(session.view.isDecelerating)
    session.view.contentInset.top = 60
    session.settle(after: .milliseconds(108), seconds: 3)
    #expect(session.shape == decelerationShape)
    #expect(abs(session.view.contentOffset.y - -60) <= pixelTolerance)
    // Every frame continues from where the finger let go, toward the new top, without a jump.
    let release = try #require(
      session.events.firstIndex { if case .didEndDragging = $0.kind { true } else { false } })
    let bounce = session.events[release...].compactMap {
      if case .didScroll(let offset) = $0.kind { offset.y } else { nil }
    }
    let first = try #require(bounce.first)
    #expect(first >= released.y && first < -60)
    #expect(zip(bounce, bounce.dropFirst()).allSatisfy { $0 <= $1 + pixelTolerance })
  }

  /// The same inset set on the first frame after the release rests at the same place.
  @Test func insetSetOnTheNextFrameRestsAtTheSameTop() {
    var session = Self.releasedOverscrolledBetweenFrames()
    session.advance(to: .tick(14, hertz: 120))
    session.view.contentInset.top = 60
    session.settle(after: .milliseconds(117), seconds: 3)
    #expect(session.shape == decelerationShape)
    #expect(abs(session.view.contentOffset.y - -60) <= pixelTolerance)
  }
}
