import Scenes
import SeedScenes
import Testing
import TouchCore

/// Scales are sums of 0.02 steps: rounding only.
private let scaleTolerance = 1e-12

@Suite struct SecretOfferShakeTests {
  private let angle = 1.4 * Double.pi / 180

  @Test func shakingBeatsOncePerHalfCycle() {
    var shake = SecretOfferShake()
    let started = shake.start(at: .milliseconds(1_000))
    let restarted = shake.start(at: .milliseconds(1_010))
    #expect(started)
    #expect(!restarted)  // starts once
    var beats: [Timestamp] = []
    shake.advance(to: .milliseconds(1_449), angle: angle, beats: &beats)
    // Phases every 50 ms: +angle at 0, 200, 400 ms and −angle at 100, 300 ms.
    #expect(beats == [1_000, 1_100, 1_200, 1_300, 1_400].map { Timestamp.milliseconds($0) })
    #expect(shake.mode == .shaking)
    #expect(shake.isRunning)
  }

  @Test func phasesRotateLinearlyToPlusAngleThenBack() {
    var shake = SecretOfferShake()
    _ = shake.start(at: .zero)
    var beats: [Timestamp] = []
    shake.advance(to: .zero, angle: angle, beats: &beats)
    // Halfway through phase 0 the card is at half the angle; at its end at the full angle.
    let half = shake.transform(at: .milliseconds(25))
    let expected = Transform2D(rotationAngle: angle / 2)
    #expect(abs(half.a - expected.a) <= 1e-12 && abs(half.b - expected.b) <= 1e-12)
    #expect(half.b > 0)
    shake.advance(to: .milliseconds(50), angle: angle, beats: &beats)
    #expect(shake.transform(at: .milliseconds(100)).isIdentity)
  }

  @Test func successGrowsTo1_12ThenShrinksAndEnds() {
    var shake = SecretOfferShake()
    _ = shake.start(at: .zero)
    var beats: [Timestamp] = []
    shake.advance(to: .milliseconds(120), angle: angle, beats: &beats)
    shake.stop(success: true, at: .milliseconds(120))
    var scales: [Double] = []
    var time = Timestamp.milliseconds(150)
    while shake.isRunning && time < .seconds(3) {
      shake.advance(to: time, angle: angle, beats: &beats)
      scales.append(shake.scale)
      time += .milliseconds(50)
    }
    // Six 0.02 steps up (1.02 … 1.12), six down to 1; no beats after success.
    let expected = [1.02, 1.04, 1.06, 1.08, 1.10, 1.12, 1.10, 1.08, 1.06, 1.04, 1.02, 1.00]
    #expect(Array(scales.prefix(expected.count)).count == expected.count)
    for (scale, want) in zip(scales, expected) {
      #expect(abs(scale - want) <= scaleTolerance)
    }
    #expect(shake.mode == .ended)
    #expect(!shake.isRunning)
    #expect(beats.count == 2)  // 0 and 100 ms, before the success
    #expect(scales.count <= expected.count + 2)
  }

  @Test func unsuccessfulStopResetsSoALaterPullShakesAgain() {
    var shake = SecretOfferShake()
    _ = shake.start(at: .zero)
    shake.stop(success: false, at: .milliseconds(30))
    #expect(shake.mode == .notStarted)
    #expect(!shake.isRunning)
    #expect(shake.transform(at: .milliseconds(40)).isIdentity)
    let restarted = shake.start(at: .milliseconds(500))
    #expect(restarted)
  }
}
