import Foundation
import HapticTapeTestSupport
import ScrollEngine
import ScrollPhysics
import Testing
import TouchCore
import TouchModel

/// The acceptance bars on the device flings (docs/physics-model.md#device-flings): resting offset
/// within 2 pt, release to `didEndDecelerating` within 0.12 s.
private let restTolerance = 2.0
private let timeTolerance = 0.12
/// Release velocities built from exact moves (pt/ms).
private let velocityTolerance = 1e-9
/// MC-1's printed precision, in pt/s.
private let carryTolerance = 0.01
/// The time to rest against ln(s/|v|)/ln d: re-planning onto the pixel-rounded target changes
/// the start velocity by up to 0.25·(1 − d)/d pt/ms, 5 ms at the slowest flings.
private let logTimeTolerance = 0.01

/// The two calibration device flings (docs/physics-model.md#device-flings) at `.normal`: start, velocity (pt/ms),
/// rest, time to didEndDecelerating (s).
private let deviceFlings: [(start: Double, velocity: Double, rest: Double, time: Double)] = [
  (364.0, 4.619940, 2664.5, 3.068916),
  (2595.5, 1.398724, 3288.5, 2.485449),
]

/// An iPhone SE–like list (@2x, the grid the measured rests sit on) starting at `offset`.
private func list(offset: Double) -> ScrollViewModel {
  ScrollViewModel(
    boundsSize: Size2D(width: 375, height: 667), contentSize: Size2D(width: 375, height: 20_000),
    contentOffset: Point2D(x: 0, y: offset), configuration: ScrollConfiguration(scale: 2))
}

extension ScrollSession {
  /// Flings upward (content offset increasing) at `velocity` pt/ms: a touch-down, `hold` ms
  /// still, a slop-crossing move, six moves 8 ms apart of `velocity · 8` pt each, then a lift;
  /// returns the release time (ms).
  @discardableResult
  mutating func fling(
    _ id: UInt32 = 1, velocity: Double, fromY: Double = 600, startMs: Double = 0,
    heldFor hold: Double = 0
  ) -> Double {
    touch(id, .began, x: 200, y: fromY, ms: startMs)
    var y = fromY - 12
    touch(id, .moved, x: 200, y: y, ms: startMs + hold + 8)
    var ms = startMs + hold + 8
    for _ in 0..<6 {
      y -= velocity * 8
      ms += 8
      touch(id, .moved, x: 200, y: y, ms: ms)
    }
    touch(id, .ended, x: 200, y: y, ms: ms)
    return ms
  }

  /// Every release, in order: velocity (pt/ms), proposed and final target.
  var releases: [(velocity: Vector2D, proposed: Point2D, target: Point2D)] {
    events.compactMap {
      if case .willEndDragging(let velocity, let proposed, let target) = $0.kind {
        (velocity, proposed, target)
      } else {
        nil
      }
    }
  }
}

@Suite struct ScrollViewModelFidelityTests {
  /// The engine, stepped at 60 Hz on the @2x grid, rests where the device rested and reports
  /// didEndDecelerating when it did, from wherever the drag left the offset.
  @Test(arguments: deviceFlings.indices)
  func engineMatchesTheMeasuredFlings(row: Int) throws {
    let fling = deviceFlings[row]
    var session = ScrollSession(view: list(offset: fling.start - 60), hertz: 60)
    let released = session.fling(velocity: fling.velocity)
    let release = try #require(session.release)
    #expect(abs(release.velocity.dy - fling.velocity) <= velocityTolerance * 1_000)
    let start = session.view.contentOffset.y
    session.settle(after: .seconds(released / 1_000))
    #expect(session.shape == decelerationShape)
    let end = try #require(session.first { $0 == .didEndDecelerating })
    #expect(abs(session.view.contentOffset.y - start - (fling.rest - fling.start)) <= restTolerance)
    #expect(release.target.y == session.view.contentOffset.y)
    #expect(
      abs((end.timestamp - Timestamp.seconds(released / 1_000)).seconds - fling.time)
        <= timeTolerance)
  }

  /// Seeded property: for random velocities the rest never passes the WWDC projection
  /// v·d/(1 − d), and the time to rest grows with log |v|: it is ln(s/|v|)/ln d ms up to the
  /// frame that reports it.
  @Test(arguments: [DecelerationRate.normal, .fast])
  func restStaysWithinTheProjectionAndTimeGrowsWithLogSpeed(rate: DecelerationRate) throws {
    var random = SplitMix64(seed: 9)
    var samples: [(speed: Double, duration: Double)] = []
    for _ in 0..<40 {
      let velocity = Double.random(in: 0.05...8, using: &random)  // pt/ms
      var view = list(offset: 1_000)
      view.decelerationRate = rate
      var session = ScrollSession(view: view, hertz: 120)
      let released = session.fling(velocity: velocity)
      let release = try #require(session.release)
      let start = session.view.contentOffset.y
      session.settle(after: .seconds(released / 1_000), seconds: 10)
      let end = try #require(session.first { $0 == .didEndDecelerating })
      let d = rate.rawValue
      let speed = release.velocity.dy
      // The rest may round up by at most half a pixel (0.25 pt at @2x).
      #expect(session.view.contentOffset.y - start <= speed * d / (1 - d) + 0.25)
      let duration = (end.timestamp - Timestamp.seconds(released / 1_000)).seconds
      let predicted = log(0.01 / speed) / log(d) / 1_000
      #expect(duration >= predicted - logTimeTolerance)
      #expect(duration <= predicted + 1.0 / 120 + logTimeTolerance)
      samples.append((speed, duration))
    }
    samples.sort { $0.speed < $1.speed }
    for (slower, faster) in zip(samples, samples.dropFirst()) {
      #expect(faster.duration >= slower.duration - 1.0 / 120)
    }
  }

  /// A second fling in the same direction during the first adds Flutter's carried momentum of
  /// the velocity running at touch-down (docs/physics-model.md#momentum-carry, MC-1's formula).
  @Test func sameDirectionFlingCarriesMomentum() throws {
    var session = ScrollSession(view: list(offset: 1_000))
    let firstRelease = session.fling(velocity: 3)
    let first = try #require(session.releases.first)
    let releaseOffset = session.view.contentOffset.y
    let touchDown = firstRelease + 150
    let running = DecelerationRule.device.simulation(
      position: releaseOffset, restingAt: first.target.y, rate: 0.998
    ).velocity(at: (touchDown - firstRelease) / 1_000)
    session.fling(2, velocity: 2, startMs: touchDown)
    let second = try #require(session.releases.last)
    let carried = 0.000816 * pow(running, 1.967)
    #expect(abs(second.velocity.dy * 1_000 - (2_000 + carried)) <= carryTolerance)
  }

  @Test func oppositeFlingOrAPauseCarriesNothing() throws {
    var opposite = ScrollSession(view: list(offset: 1_000))
    let released = opposite.fling(velocity: 3)
    opposite.fling(2, velocity: -2, startMs: released + 150)
    #expect(abs((try #require(opposite.releases.last)).velocity.dy + 2) <= velocityTolerance)

    // The second finger touches down, stays still for 30 ms (> 20 ms), then flings.
    var paused = ScrollSession(view: list(offset: 1_000))
    let again = paused.fling(velocity: 3)
    paused.fling(2, velocity: 2, startMs: again + 150, heldFor: 30)
    #expect(abs((try #require(paused.releases.last)).velocity.dy - 2) <= velocityTolerance)

    var noCarry = ScrollSession(view: list(offset: 1_000))
    noCarry.view.configuration.momentumCarry = nil
    let plain = noCarry.fling(velocity: 3)
    noCarry.fling(2, velocity: 2, startMs: plain + 150)
    #expect(abs((try #require(noCarry.releases.last)).velocity.dy - 2) <= velocityTolerance)
  }

  /// A touch during deceleration (docs/physics-model.md#delegate-order), then a drag: the motion
  /// stops where the last frame showed it, didEndDecelerating fires at the touch (iOS 13+), and
  /// the drag starts from there.
  @Test func touchDownDuringDecelerationThenDrag() throws {
    var session = ScrollSession(view: list(offset: 1_000))
    let released = session.fling(velocity: 2)
    session.touch(2, .began, x: 200, y: 500, ms: released + 300)
    let frozen = session.view.contentOffset
    let stopIndex = try #require(session.events.lastIndex { $0.kind == .didEndDecelerating })
    #expect(session.events[stopIndex].timestamp == .seconds((released + 300) / 1_000))
    session.touch(2, .moved, x: 200, y: 480, ms: released + 308)
    session.touch(2, .moved, x: 200, y: 470, ms: released + 316)
    session.touch(2, .moved, x: 200, y: 470, ms: released + 400)
    session.touch(2, .ended, x: 200, y: 470, ms: released + 450)
    session.settle(after: .seconds((released + 450) / 1_000), seconds: 1)
    #expect(
      session.shape == decelerationShape + [
        "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(false)",
      ])
    // No frame moved the content between the touch and the drag.
    let between = session.events[(stopIndex + 1)...].prefix { $0.kind != .willBeginDragging }
    #expect(between.isEmpty)
    #expect(session.view.contentOffset.y > frozen.y)
    #expect(session.view.contentOffset.y - frozen.y <= 30)
  }

  /// A tap that catches a bounce lets it resume when it lifts, instead of leaving the content
  /// overscrolled.
  @Test func tapDuringABounceLetsItReturn() throws {
    var session = ScrollSession(view: list(offset: 19_333 - 300))
    let released = session.fling(velocity: 6)
    var caught = false
    var ms = released
    while !caught && ms < released + 3_000 {
      ms += 8
      session.advance(to: .seconds(ms / 1_000))
      caught = session.view.contentOffset.y > session.view.offsetRange(.vertical).upperBound + 5
    }
    #expect(caught)
    session.touch(2, .began, x: 200, y: 300, ms: ms + 1)
    session.touch(2, .ended, x: 200, y: 300, ms: ms + 80)
    session.settle(after: .seconds((ms + 80) / 1_000), seconds: 3)
    #expect(
      session.shape == decelerationShape + [
        "willBeginDecelerating", "didScroll…", "didEndDecelerating",
      ])
    #expect(session.view.contentOffset.y == session.view.offsetRange(.vertical).upperBound)
  }
}
