import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

// Tolerance: values worked out by hand to 1e-9 for straight lines and cubic curves; springs to
// 1e-6 (the spring's closed form, evaluated by ScrollPhysics near critical damping); positions
// of drawn views to 0.01 pt.
private let exactTolerance = 1e-9
private let springTolerance = 1e-6
private let pointTolerance = 0.01

/// The critically damped spring of perceptual duration 0.5 s: ω = 2π / 0.5 = 4π.
private let criticalSpring = Spring(duration: 0.5, bounce: 0)

/// Two properties animated by their own tracks.
private struct Pair {
  var x = 0.0
  var y = 0.0
}

@Suite("SwiftUI keyframe timelines read the value their keyframes define at any time")
@MainActor
struct SwiftUIKeyframeTimelineTests {
  @Test func aLinearKeyframeMovesEvenly() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(100.0, duration: 1)
    }
    // 0 → 100 over 1 s: a quarter of the way at 0.25 s; half at progress 0.5.
    #expect(timeline.duration == 1)
    #expect(abs(timeline.value(time: 0.25) - 25) <= exactTolerance)
    #expect(abs(timeline.value(progress: 0.5) - 50) <= exactTolerance)
    #expect(timeline.value(time: 1) == 100)
    #expect(timeline.value(time: 5) == 100)
  }

  @Test func aLinearKeyframeFollowsItsTimingCurve() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(100.0, duration: 1, timingCurve: .circularEaseIn)
    }
    // Circular ease-in at 0.6: 1 − √(1 − 0.36) = 0.2 of the way.
    #expect(abs(timeline.value(time: 0.6) - 20) <= exactTolerance)
  }

  @Test func aMoveKeyframeJumps() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(100.0, duration: 1)
      MoveKeyframe(0.0)
      LinearKeyframe(50.0, duration: 1)
    }
    // Up to 100 by 1 s, at 0 from 1 s on (the move takes no time), then half-way to 50.
    #expect(timeline.duration == 2)
    #expect(abs(timeline.value(time: 0.5) - 50) <= exactTolerance)
    #expect(timeline.value(time: 1) == 0)
    #expect(abs(timeline.value(time: 1.5) - 25) <= exactTolerance)
    #expect(timeline.value(time: 2) == 50)
  }

  @Test func adjacentCubicKeyframesMakeACatmullRomSpline() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(50.0, duration: 1)
      CubicKeyframe(100.0, duration: 1)
    }
    // At rest at both ends; through 50 at 1 s with the Catmull-Rom slope (100 − 0) / 2 s = 50/s.
    // Hermite at s = 0.5 (h₀₀ = h₀₁ = 0.5, h₁₀ = 0.125, h₁₁ = −0.125), Δ = 1:
    // first piece 0.5·0 + 0.5·50 − 0.125·50 = 18.75; second 0.5·50 + 0.125·50 + 0.5·100 = 81.25.
    #expect(abs(timeline.value(time: 0.5) - 18.75) <= exactTolerance)
    #expect(timeline.value(time: 1) == 50)
    #expect(abs(timeline.value(time: 1.5) - 81.25) <= exactTolerance)
  }

  @Test func aCubicKeyframeLeavesAndArrivesAtTheVelocitiesItGives() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(100.0, duration: 1, startVelocity: 100, endVelocity: 0)
    }
    // 0.125·1·100 + 0.5·100 = 62.5 at half time.
    #expect(abs(timeline.value(time: 0.5) - 62.5) <= exactTolerance)
  }

  @Test func aCubicKeyframeTakesItsNeighboursVelocities() {
    // After a linear keyframe moving at 50/s it starts at 50/s, and it ends at rest: from 50 to
    // 50, 0.5·50 + 0.125·50 + 0.5·50 = 56.25 at half time.
    let afterLinear = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(50.0, duration: 1)
      CubicKeyframe(50.0, duration: 1)
    }
    #expect(abs(afterLinear.value(time: 1.5) - 56.25) <= exactTolerance)
    // Before a linear keyframe moving at 100/s it ends at 100/s: from rest at 0 to 50,
    // 0.5·50 − 0.125·100 = 12.5 at half time.
    let beforeLinear = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(50.0, duration: 1)
      LinearKeyframe(150.0, duration: 1)
    }
    #expect(abs(beforeLinear.value(time: 0.5) - 12.5) <= exactTolerance)
  }

  @Test func aSpringKeyframeFollowsTheSpring() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(100.0, duration: 1, spring: criticalSpring)
    }
    // x(t) = 100 − 100 (1 + ωt) e^(−ωt), ω = 4π: 35.773956 at 0.1 s; at 0.25 s (ωt = π)
    // 100 − 100 (1 + π) e^(−π) = 82.102555.
    #expect(abs(timeline.value(time: 0.1) - 35.773_955_647) <= springTolerance)
    #expect(abs(timeline.value(time: 0.25) - 82.102_555_359) <= springTolerance)
  }

  @Test func aSpringKeyframeStartsAtTheVelocityItGives() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(100.0, duration: 1, spring: criticalSpring, startVelocity: 200)
    }
    // x = 100 + (c₁ + c₂t) e^(−ωt), c₁ = −100, c₂ = 200 + ω c₁: 41.466147 at 0.1 s (35.773956
    // from rest).
    #expect(abs(timeline.value(time: 0.1) - 41.466_146_514) <= springTolerance)
  }

  @Test func aSpringKeyframeWithoutADurationLastsItsSettlingDuration() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(100.0, spring: criticalSpring)
    }
    #expect(abs(timeline.duration - criticalSpring.settlingDuration) <= exactTolerance)
  }

  @Test func theKeyframeAfterASpringCutShortCarriesOnFromWhereItIs() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(100.0, duration: 0.25, spring: criticalSpring)
      LinearKeyframe(0.0, duration: 1)
    }
    // The spring is at 82.102555 at 0.25 s; the line goes on from there to 0: half-way at
    // 0.75 s is 41.051278.
    #expect(abs(timeline.value(time: 0.25) - 82.102_555_359) <= springTolerance)
    #expect(abs(timeline.value(time: 0.75) - 41.051_277_679) <= springTolerance)
  }

  @Test func tracksAnimateTheirPropertiesAndTheLongestSetsTheDuration() {
    let timeline = KeyframeTimeline(initialValue: Pair()) {
      KeyframeTrack(\Pair.x) { LinearKeyframe(100.0, duration: 1) }
      KeyframeTrack(\Pair.y) { LinearKeyframe(10.0, duration: 2) }
    }
    // x holds 100 after its 1 s; y is three quarters of the way to 10 at 1.5 s.
    #expect(timeline.duration == 2)
    let value = timeline.value(time: 1.5)
    #expect(value.x == 100)
    #expect(abs(value.y - 7.5) <= exactTolerance)
  }

  @Test func theLastOfTwoTracksOfOnePropertyWins() {
    let timeline = KeyframeTimeline(initialValue: Pair()) {
      KeyframeTrack(\Pair.x) { LinearKeyframe(100.0, duration: 1) }
      KeyframeTrack(\Pair.x) { LinearKeyframe(-100.0, duration: 0.5) }
    }
    #expect(abs(timeline.value(time: 0.25).x - -50) <= exactTolerance)
    #expect(timeline.value(time: 0.75).x == -100)
  }

  @Test func keyframesOutsideATrackAnimateTheWholeValue() {
    let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
      LinearKeyframe(CGPoint(x: 100, y: 50), duration: 1)
    }
    let point = timeline.value(progress: 0.5)
    #expect(abs(point.x - 50) <= exactTolerance)
    #expect(abs(point.y - 25) <= exactTolerance)
  }

  @Test func keyframesComeFromLoopsAndBranches() {
    let up = true
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        for step in 1...4 {
          LinearKeyframe(Double(step) * 10, duration: 0.25)
        }
        if up {
          LinearKeyframe(80.0, duration: 1)
        } else {
          MoveKeyframe(0.0)
        }
      }
    }
    // 10, 20, 30, 40 a quarter second apart: 25 at 0.625 s; then 40 → 80 over 1 s: 60 at 1.5 s.
    #expect(timeline.duration == 2)
    #expect(abs(timeline.value(time: 0.625) - 25) <= exactTolerance)
    #expect(abs(timeline.value(time: 1.5) - 60) <= exactTolerance)
  }

  @Test func durationsThatAreNotNumbersOrNegativeTakeNoTime() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(100.0, duration: .nan)
      LinearKeyframe(200.0, duration: -1)
      CubicKeyframe(300.0, duration: -.infinity)
    }
    #expect(timeline.duration == 0)
    #expect(timeline.value(time: 0) == 300)
  }

  @Test func anEndlessDurationIsADay() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(100.0, duration: .infinity)
    }
    #expect(timeline.duration == 86_400)
    #expect(abs(timeline.value(progress: 0.5) - 50) <= exactTolerance)
  }

  @Test func emptyTimelinesAndTracksKeepTheInitialValue() {
    let empty = KeyframeTimeline(initialValue: 7.0) {}
    #expect(empty.duration == 0)
    #expect(empty.value(time: 5) == 7)
    let emptyTrack = KeyframeTimeline(initialValue: Pair(x: 3, y: 4)) {
      KeyframeTrack(\Pair.x) {}
    }
    #expect(emptyTrack.duration == 0)
    #expect(emptyTrack.value(progress: 1).x == 3)
  }

  @Test func timesOutsideTheTimelineReadItsEnds() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(100.0, duration: 1)
    }
    #expect(timeline.value(time: .nan) == 0)
    #expect(timeline.value(time: -1) == 0)
    #expect(timeline.value(time: 1e300) == 100)
    #expect(timeline.value(progress: .nan) == 0)
    #expect(timeline.value(progress: 2) == 100)
  }

  @Test func valuesTooLargeToSubtractReadExactlyAtTheKeyframes() {
    let huge = Double.greatestFiniteMagnitude
    let timeline = KeyframeTimeline(initialValue: -huge) {
      LinearKeyframe(huge, duration: 1)
      CubicKeyframe(-huge, duration: 1)
    }
    // The distance overflows to infinity in between; at the keyframes the values are exact.
    #expect(timeline.value(time: 0) == -huge)
    #expect(timeline.value(time: 1) == huge)
    #expect(timeline.value(time: 2) == -huge)
  }
}

/// What the animators below play and show.
@Observable final class KeyframeModel {
  var trigger = 0
  var repeating = true
  /// Counted by the content closure: not observed, so counting changes nothing shown.
  @ObservationIgnored var contentCalls = 0
}

/// A square moved 100 pt right from where it is each time the trigger changes, over 1 s.
struct KeyframedSquare: View {
  let model: KeyframeModel
  var body: some View {
    KeyframeAnimator(initialValue: 0.0, trigger: model.trigger) { x in
      let _ = model.contentCalls += 1
      Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square").offset(x: x)
    } keyframes: { x in
      LinearKeyframe(x + 100, duration: 1)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A square pulled to 100 pt by a critically damped spring each time the trigger changes.
struct SpringKeyframedSquare: View {
  let model: KeyframeModel
  var body: some View {
    KeyframeAnimator(initialValue: 0.0, trigger: model.trigger) { x in
      Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square").offset(x: x)
    } keyframes: { _ in
      SpringKeyframe(100.0, duration: 1, spring: criticalSpring)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A square that goes out 100 pt and back each second while the model repeats.
struct LoopingSquare: View {
  let model: KeyframeModel
  var body: some View {
    KeyframeAnimator(initialValue: 0.0, repeating: model.repeating) { x in
      Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square").offset(x: x)
    } keyframes: { _ in
      LinearKeyframe(100.0, duration: 0.5)
      LinearKeyframe(0.0, duration: 0.5)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A square whose looping keyframes take no time.
struct InstantLoopSquare: View {
  var body: some View {
    KeyframeAnimator(initialValue: 0.0) { x in
      Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square").offset(x: x)
    } keyframes: { _ in
      MoveKeyframe(30.0)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A square that doubles and comes back each time the trigger changes, through the modifier.
struct KeyframePulsingSquare: View {
  let model: KeyframeModel
  var body: some View {
    Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square")
      .keyframeAnimator(initialValue: 1.0, trigger: model.trigger) { content, scale in
        content.scaleEffect(scale, anchor: .topLeading)
      } keyframes: { _ in
        LinearKeyframe(2.0, duration: 0.5)
        LinearKeyframe(1.0, duration: 0.5)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("SwiftUI keyframe animators show their keyframes' value on every frame of the clock")
@MainActor
struct SwiftUIKeyframeAnimatorTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  /// The square's left edge, as drawn, after the frame at `tick` (120 Hz).
  private func squareX(at tick: Int64, in root: UIView, _ runtime: HeadlessRuntime) -> Double? {
    showFrame(tick, in: runtime)
    return frame(of: "square", in: root).map { Double($0.minX) }
  }

  @Test func aTriggerPlaysTheKeyframesOnceAndTheValueStaysAtTheirEnd() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = KeyframeModel()
    let root = hostedLayout(KeyframedSquare(model: model), in: runtime)
    #expect(frame(of: "square", in: root)?.minX == 0)
    runTurn(runtime) { model.trigger += 1 }
    // 0 → 100 over 1 s: 25 at 0.25 s (tick 30), 50 at 0.5 s, 100 at 1 s, and 100 after.
    #expect(abs(try #require(squareX(at: 30, in: root, runtime)) - 25) <= pointTolerance)
    #expect(abs(try #require(squareX(at: 60, in: root, runtime)) - 50) <= pointTolerance)
    #expect(abs(try #require(squareX(at: 120, in: root, runtime)) - 100) <= pointTolerance)
    #expect(abs(try #require(squareX(at: 150, in: root, runtime)) - 100) <= pointTolerance)
    #expect(!runtime.hasPendingWork)
  }

  @Test func theContentIsCalledOnEveryFrameWhileTheKeyframesPlay() {
    let runtime = HeadlessRuntime(display: display)
    let model = KeyframeModel()
    let root = hostedLayout(KeyframedSquare(model: model), in: runtime)
    withExtendedLifetime(root) {
      runTurn(runtime) { model.trigger += 1 }
      let before = model.contentCalls
      for tick in Int64(1)...10 { showFrame(tick, in: runtime) }
      // Ten frames, ten calls; none once the keyframes have ended.
      #expect(model.contentCalls - before == 10)
      showFrame(240, in: runtime)
      let ended = model.contentCalls
      showFrame(250, in: runtime)
      #expect(model.contentCalls == ended)
    }
  }

  @Test func aTriggerWhilePlayingStartsNewKeyframesFromTheValueThen() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = KeyframeModel()
    let root = hostedLayout(KeyframedSquare(model: model), in: runtime)
    runTurn(runtime) { model.trigger += 1 }
    #expect(abs(try #require(squareX(at: 60, in: root, runtime)) - 50) <= pointTolerance)
    runTurn(runtime) { model.trigger += 1 }
    // From 50 at 0.5 s to 150 over 1 s: 75 at 0.75 s, 150 at 1.5 s.
    #expect(abs(try #require(squareX(at: 90, in: root, runtime)) - 75) <= pointTolerance)
    #expect(abs(try #require(squareX(at: 180, in: root, runtime)) - 150) <= pointTolerance)
  }

  @Test func aTriggerWhileASpringPlaysKeepsItsVelocity() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = KeyframeModel()
    let root = hostedLayout(SpringKeyframedSquare(model: model), in: runtime)
    runTurn(runtime) { model.trigger += 1 }
    // At 0.1 s: 35.774 pt, moving at 100 ω² t e^(−ωt) = 449.437 pt/s.
    #expect(abs(try #require(squareX(at: 12, in: root, runtime)) - 35.774) <= pointTolerance)
    runTurn(runtime) { model.trigger += 1 }
    // The same spring to the same target, started at that speed, carries on as if never
    // interrupted: 56.196 pt 0.05 s later (44.208 from rest).
    #expect(abs(try #require(squareX(at: 18, in: root, runtime)) - 56.196) <= pointTolerance)
  }

  @Test func repeatingKeyframesLoopWhileShown() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = KeyframeModel()
    let root = hostedLayout(LoopingSquare(model: model), in: runtime)
    // Out to 100 in 0.5 s and back in 0.5 s, every second: 50, 100, then 50 and 100 again in
    // the second loop.
    #expect(abs(try #require(squareX(at: 30, in: root, runtime)) - 50) <= pointTolerance)
    #expect(abs(try #require(squareX(at: 60, in: root, runtime)) - 100) <= pointTolerance)
    #expect(abs(try #require(squareX(at: 150, in: root, runtime)) - 50) <= pointTolerance)
    #expect(abs(try #require(squareX(at: 180, in: root, runtime)) - 100) <= pointTolerance)
    #expect(runtime.hasPendingWork)
    // Not repeating: the start of the keyframes, and no more frames.
    runTurn(runtime) { model.repeating = false }
    #expect(abs(try #require(squareX(at: 210, in: root, runtime)) - 0) <= pointTolerance)
    #expect(!runtime.hasPendingWork)
  }

  @Test func repeatingKeyframesThatTakeNoTimeShowTheirEndWithoutLooping() throws {
    let runtime = HeadlessRuntime(display: display)
    let root = hostedLayout(InstantLoopSquare(), in: runtime)
    #expect(abs(try #require(squareX(at: 1, in: root, runtime)) - 30) <= pointTolerance)
    #expect(!runtime.hasPendingWork)
  }

  @Test func theModifierChangesTheViewForTheKeyframesValue() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = KeyframeModel()
    let root = hostedLayout(KeyframePulsingSquare(model: model), in: runtime)
    runTurn(runtime) { model.trigger += 1 }
    // Scale 1 → 2 over 0.5 s, back to 1 over the next 0.5 s: 75, 100, 75, 50 pt wide.
    for (tick, expected) in [(Int64(30), 75.0), (60, 100), (90, 75), (120, 50)] {
      showFrame(tick, in: runtime)
      let width = try #require(frame(of: "square", in: root)).width
      #expect(abs(Double(width) - expected) <= pointTolerance, "tick \(tick)")
    }
  }
}
