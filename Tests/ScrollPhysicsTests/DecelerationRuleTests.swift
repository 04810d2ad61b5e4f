import ScrollPhysics
import Testing

/// The acceptance bars on the device flings (docs/physics-model.md#device-flings): resting offset
/// within 2 pt, time to `didEndDecelerating` within 0.12 s.
private let restTolerance = 2.0
private let timeTolerance = 0.12
/// Closed-form checks of the per-millisecond series (float rounding only).
private let seriesTolerance = 1e-9

/// The two calibration device flings (docs/physics-model.md#device-flings): start (pt), velocity (pt/ms), rest
/// (pt), time to didEndDecelerating (s), all at `.normal`.
private let deviceFlings: [(start: Double, velocity: Double, rest: Double, time: Double)] = [
  (364.0, 4.619940, 2664.5, 3.068916),
  (2595.5, 1.398724, 3288.5, 2.485449),
]

@Suite struct DecelerationRuleTests {
  @Test(arguments: deviceFlings.indices)
  func deviceRuleMatchesTheMeasuredFlings(row: Int) {
    let fling = deviceFlings[row]
    let decay = DecelerationRule.device.simulation(
      position: fling.start, velocity: fling.velocity * 1_000, rate: 0.998)
    #expect(abs(decay.finalPosition - fling.rest) <= restTolerance)
    #expect(abs(decay.stopTime - fling.time) <= timeTolerance)
    // On the @2x pixel grid the device reports, the rest is the measured one.
    #expect((decay.finalPosition * 2).rounded() / 2 == fling.rest)
  }

  /// The rest is the WWDC projection less the stop speed's share: x₀ + (v − s)·d/(1 − d) within
  /// s pt/ms; the time is ln(s/|v|)/ln d ms rounded up to the millisecond.
  @Test(arguments: [0.998, 0.99])
  func restAndTimeFollowTheStopRule(rate: Double) {
    for velocity in [0.05, 0.5, 1.4, 4.62, -3.0] {  // pt/ms
      let decay = DecelerationRule.device.simulation(
        position: 100, velocity: velocity * 1_000, rate: rate)
      let sign: Double = velocity < 0 ? -1 : 1
      let rule = 100 + (velocity - sign * 0.01) * rate / (1 - rate)
      #expect(abs(decay.finalPosition - rule) <= 0.01)
      let steps = decay.stopTime * 1_000
      #expect(abs(steps - steps.rounded()) <= seriesTolerance)
      // The last millisecond moves at the first velocity below the stop speed, then it stops.
      #expect(abs(decay.velocity(at: decay.stopTime - 0.0015)) >= 10)
      #expect(abs(decay.velocity(at: decay.stopTime - 0.0005)) < 10)
      var kept = abs(velocity) * 1_000
      for _ in 0..<Int(steps.rounded()) { kept *= rate }
      #expect(kept < 10)
      #expect(decay.position(at: decay.stopTime + 1) == decay.finalPosition)
      #expect(decay.velocity(at: decay.stopTime) == 0)
    }
  }

  @Test func fastRateRestsSooner() {
    let decay = DecelerationRule.device.simulation(position: 0, velocity: 1_000, rate: 0.99)
    // 1 pt/ms at 0.99: 99·(1 − 0.99ⁿ) with n = 459 (0.99⁴⁵⁸ = 0.01003, 0.99⁴⁵⁹ = 0.00993).
    #expect(abs(decay.stopTime - 0.459) <= seriesTolerance)
    #expect(abs(decay.finalPosition - 98.0178) <= 1e-4)
  }

  @Test func compatibilityRuleIsTheContinuousModel() {
    let decay = DecelerationRule.compatibility.simulation(
      position: 364, velocity: 4_619.94, rate: 0.998)
    #expect(decay.model == .continuous)
    #expect(abs(decay.finalPosition - 2671.659) <= 1e-3)
    #expect(abs(decay.stopTime - 4.5611) <= 1e-4)
  }

  @Test func aTargetIsReachedAtTheStopAndNeverPassed() {
    let decay = DecelerationRule.device.simulation(position: 0, restingAt: -250, rate: 0.998)
    #expect(decay.initialVelocity < 0)
    #expect(decay.finalPosition == -250)
    #expect(decay.position(at: decay.stopTime) == -250)
    var previous = 0.0
    for step in 0...3_000 {
      let position = decay.position(at: Double(step) / 1_000)
      #expect(position <= previous && position >= -250)
      previous = position
    }
  }
}
