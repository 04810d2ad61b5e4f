import Testing
import TouchCore
import TouchInput
import TouchModel

/// Touch scan `k` at 120 Hz, on the exact grid of the display frames (`Timestamp.tick`).
private func scan120(_ k: Int64) -> Int64 { Timestamp.tick(k, hertz: 120).nanoseconds }
/// VT-4 (docs/physics-model.md#test-vectors) states its estimate to 1e-3 px/s.
private let vt4Tolerance = 1e-3

/// The release-velocity guarantee of a fling without jitter: each axis of the release step is
/// a whole number of device pixels, so the estimate is off by at most half a pixel per scan.
private func flingTolerance(_ device: DeviceProfile) -> Double {
  0.5 / device.scale / device.touchInterval.seconds
}

/// The iOS release-velocity estimate of docs/physics-model.md#velocity-estimation (Flutter's
/// `IOSScrollViewFlingVelocityTracker`): 0.6·v(−2) + 0.35·v(−1) + 0.05·v(0) over the last three
/// pair velocities, v(0) the newest; zero when no sample is within 40 ms of `time`.
private func iOSReleaseVelocity(_ samples: [(time: Double, position: Point2D)], at time: Double)
  -> Vector2D?
{
  guard samples.count >= 4, let newest = samples.last else { return nil }
  if time - newest.time > 0.040 { return .zero }
  func pair(_ back: Int) -> Vector2D {
    let later = samples[samples.count - 1 - back]
    let earlier = samples[samples.count - 2 - back]
    return (later.position - earlier.position) / (later.time - earlier.time)
  }
  return pair(2) * 0.6 + pair(1) * 0.35 + pair(0) * 0.05
}

@Suite struct GestureScriptFlingTests {
  @Test func estimateReproducesVT4() throws {
    // The last four of the VT-4 samples (ms, px, px); the estimate needs only three pairs.
    let samples: [(time: Double, position: Point2D)] = [
      (216_691_300e-3, Point2D(x: 256.8571472167969, y: 498.5714416503906)),
      (216_691_307e-3, Point2D(x: 258.28570556640625, y: 507.71429443359375)),
      (216_691_315e-3, Point2D(x: 259.4285583496094, y: 516)),
      (216_691_323e-3, Point2D(x: 260.28570556640625, y: 521.7142944335938)),
    ]
    let estimate = try #require(iOSReleaseVelocity(samples, at: 216_691_323e-3))
    #expect(abs(estimate.dx - 177.8048) <= vt4Tolerance)
    #expect(abs(estimate.dy - 1181.8871) <= vt4Tolerance)
    #expect(iOSReleaseVelocity(samples, at: 216_691_364e-3) == .zero)
  }

  @Test(arguments: [
    (DeviceProfile.iPhone15Pro, "fling 1 from 300,400 to 120,400 velocity 1500"),
    (.iPhoneSE, "fling 1 from 300,400 to 120,400 velocity 1500"),
    (.iPhone15Pro, "fling 1 from 200,800 to 200,100 velocity 4000"),
    (.iPhoneSE, "fling 1 from 30,600 to 330,50 velocity 3000"),
    (.iPhone15ProMax, "fling 7 from 400,500 to 20,480 velocity 600"),
    (GestureScriptFixtures.fastDigitizer, "fling 1 from 200,100 to 200,700 velocity 2500"),
  ])
  func releaseVelocityEstimateMatchesTheRequest(device: DeviceProfile, text: String) throws {
    let script = try GestureScript(parsing: text)
    guard case .fling(_, let start, let end, let velocity) = script.statements.first?.action else {
      Issue.record("not a fling")
      return
    }
    let touches = try script.render(on: device).touches
    #expect(touches.first?.phase == .began && touches.last?.phase == .ended)
    #expect(touches.first?.location == start && touches.last?.location == end)
    let direction = (end - start) / (end - start).length
    let requested = direction * velocity
    let points = touches.map { (time: $0.timestamp.seconds, position: $0.location) }
    let liftTime = points[points.count - 1].time
    // With the lift sample (trackers fed every phase) and without it (Flutter feeds down and
    // move events only), the estimate is the requested velocity per axis within tolerance.
    for history in [points, Array(points.dropLast())] {
      let estimate = try #require(iOSReleaseVelocity(history, at: liftTime))
      #expect(abs(estimate.dx - requested.dx) <= flingTolerance(device))
      #expect(abs(estimate.dy - requested.dy) <= flingTolerance(device))
    }
  }

  @Test func flingAt120HertzAcceleratesThenHoldsTheReleaseStep() throws {
    // 1500 pt/s at 120 Hz is exactly 37.5 px per scan at @3x, rounded to 38 px = 12.667 pt: a
    // 6-scan tail (exactly 50 ms) of 76 pt, then 104 pt of even acceleration over 17 scans.
    let touches = try GestureScript(parsing: "fling 1 from 300,400 to 120,400 velocity 1500")
      .render(on: .iPhone15Pro).touches
    #expect(touches.count == 24)
    #expect(touches.map(\.timestamp.nanoseconds) == (0...23).map { scan120($0) })
    let steps = zip(touches, touches.dropFirst()).map { ($1.location.x - $0.location.x) * 3 }
    #expect(steps.suffix(6).allSatisfy { abs($0 + 38) <= 1e-9 })
    let lead = steps.prefix(17)
    #expect(zip(lead, lead.dropFirst()).allSatisfy { $1 < $0 })  // speeding up leftwards
  }

  @Test func flingTooShortForItsVelocityIsAnError() throws {
    // 3000 pt/s at 120 Hz is 25 pt (75 px) per scan; the 6-scan tail needs 150 pt.
    let script = try GestureScript(parsing: "\nfling 1 from 0,0 to 10,0 velocity 3000")
    let error = #expect(throws: GestureScriptError.self) { try script.render(on: .iPhone15Pro) }
    #expect(error?.code == .invalidValue && error?.location == .init(line: 2, column: 1))
    #expect(
      error?.message
        == "fling is too short for a release at 3000.0 pt/s on iphone-15-pro: its constant-speed "
        + "tail alone covers 150.0 pt; start farther away or fling slower")
  }
}
