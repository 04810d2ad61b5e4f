import Testing
import TouchCore
import TouchInput

/// AndroidX's absolute tolerance for the Lsq2 vectors (VT-1, VT-2), px/s.
private let androidTolerance = 0.2
/// Computed vectors VT-3: 1e-4; VT-4: 1e-3.
private let fitTolerance = 1e-4
private let weightingTolerance = 1e-3

/// VT-1 expected velocities at each of the 13 pointer-ups (AndroidX `expected2DVelocities`).
private let expectedVelocities: [(Double, Double)] = [
  (219.59280094228163, 1304.701682306001), (355.71046950050845, 967.2112857054104),
  (12.657970884022308, -36.90447839251946), (714.1399654786744, -2561.534447931869),
  (-19.668121066218564, -2910.105747052462), (646.8690114934209, 2976.977762577527),
  (396.6988447819592, 2106.225572911095), (298.31594440044495, -3660.8315955215294),
  (-1.7334232785165882, -3288.13174127454), (384.6361280392334, -2645.6612524779835),
  (176.37900397918557, 2711.2542876273264), (396.9328560260098, 4280.651578291764),
  (-71.51939428321249, 3716.7385187526947),
]

private func feed<Tracker: VelocityTracker>(
  _ events: [VelocityTrackerData.Event], into tracker: inout Tracker
) -> [Vector2D] {
  var atUps: [Vector2D] = []
  for event in events {
    let timestamp = Timestamp.milliseconds(event.milliseconds)
    switch event.kind {
    case .down, .move: tracker.add(event.position, at: timestamp)
    case .up: atUps.append(tracker.velocity(at: timestamp))
    }
  }
  return atUps
}

/// The 20 samples before gesture 1's up (VT-3, VT-4).
private var gestureOneTail: [VelocityTrackerData.Event] {
  let firstUp = VelocityTrackerData.events.firstIndex { $0.kind == .up }!
  return Array(VelocityTrackerData.events[firstUp - 20..<firstUp])
}

@Suite struct VelocityTrackerTests {
  /// VT-1: Lsq2 over the 13 recorded gestures.
  @Test func leastSquaresMatchesFlutterAndAndroidOnRecordedGestures() {
    var tracker = LeastSquaresVelocityTracker()
    let velocities = feed(VelocityTrackerData.events, into: &tracker)
    #expect(velocities.count == expectedVelocities.count)
    for (velocity, expected) in zip(velocities, expectedVelocities) {
      #expect(abs(velocity.dx - expected.0) <= androidTolerance)
      #expect(abs(velocity.dy - expected.1) <= androidTolerance)
    }
  }

  /// VT-2: a 40 ms gap cuts the history.
  @Test func leastSquaresIgnoresSamplesBeforeAGap() {
    var tracker = LeastSquaresVelocityTracker()
    let velocities = feed(VelocityTrackerData.interruptedEvents, into: &tracker)
    #expect(velocities.count == 1)
    #expect(abs(velocities[0].dx - 649.48932102748) <= androidTolerance)
    #expect(abs(velocities[0].dy - 3890.30505589076) <= androidTolerance)
  }

  /// VT-3: the 20-sample tail alone reproduces gesture 1.
  @Test func leastSquaresUsesOnlyTheLastHundredMilliseconds() {
    var tracker = LeastSquaresVelocityTracker()
    for event in gestureOneTail {
      tracker.add(event.position, at: .milliseconds(event.milliseconds))
    }
    let velocity = tracker.velocity(at: .milliseconds(216_691_338))
    #expect(abs(velocity.dx - 219.59280) <= fitTolerance)
    #expect(abs(velocity.dy - 1304.70168) <= fitTolerance)
  }

  /// VT-4: the iOS weighting of the last three pair velocities.
  @Test func scrollViewTrackerWeightsTheLastThreePairs() {
    var tracker = ScrollViewVelocityTracker()
    for event in gestureOneTail {
      tracker.add(event.position, at: .milliseconds(event.milliseconds))
    }
    let velocity = tracker.velocity(at: .milliseconds(216_691_323))
    #expect(abs(velocity.dx - 177.8048) <= weightingTolerance)
    #expect(abs(velocity.dy - 1181.8871) <= weightingTolerance)
  }

  /// VT-5: steady motion of 1 pt/s, and zero once the samples are stale.
  @Test func scrollViewTrackerIsConsistentAndRestsWhenStale() {
    var tracker = ScrollViewVelocityTracker()
    for second in 0..<6 {
      let now = Timestamp.milliseconds(Int64(second) * 1_000)
      tracker.add(Point2D(x: 0, y: -Double(second)), at: now)
      if second >= 3 {
        #expect(tracker.velocity(at: now) == Vector2D(dx: 0, dy: -1))
      }
    }
    #expect(tracker.velocity(at: .milliseconds(5_041)) == .zero)
  }

  /// VT-6: no samples and one sample give zero.
  @Test func emptyAndSingleSampleTrackersReportZero() {
    var leastSquares = LeastSquaresVelocityTracker()
    var scrollView = ScrollViewVelocityTracker()
    #expect(leastSquares.velocity(at: .zero) == .zero)
    #expect(scrollView.velocity(at: .zero) == .zero)
    leastSquares.add(Point2D(x: 10, y: 10), at: .zero)
    scrollView.add(Point2D(x: 10, y: 10), at: .zero)
    #expect(leastSquares.velocity(at: .zero) == .zero)
    #expect(scrollView.velocity(at: .zero) == .zero)
  }

  @Test func samplesAtOneTimestampCountOnce() {
    var tracker = ScrollViewVelocityTracker()
    for (index, y) in [0.0, 8, 16, 24].enumerated() {
      tracker.add(Point2D(x: 0, y: y - 3), at: .milliseconds(Int64(index) * 8))
      tracker.add(Point2D(x: 0, y: y), at: .milliseconds(Int64(index) * 8))
    }
    #expect(tracker.velocity(at: .milliseconds(24)) == Vector2D(dx: 0, dy: 1_000))
  }
}
