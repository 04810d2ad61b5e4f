import ScrollPhysics
import Testing

/// MC-1's printed precision (docs/physics-model.md#test-vectors).
private let carryTolerance = 0.01

@Suite struct MomentumCarryTests {
  /// MC-1: Flutter's iOS carriedMomentum.
  @Test(arguments: [(1_000.0, 649.67), (3_000, 5_638.81), (5_000, 15_401.54)])
  func carriedVelocityFollowsFlutter(running: Double, carried: Double) {
    let carry = MomentumCarry.flutter
    #expect(abs(carry.carriedVelocity(forRunning: running) - carried) <= carryTolerance)
    #expect(abs(carry.carriedVelocity(forRunning: -running) + carried) <= carryTolerance)
  }

  @Test func carriedVelocityIsCappedAndZeroAtRest() {
    let carry = MomentumCarry.flutter
    #expect(carry.carriedVelocity(forRunning: 0) == 0)
    #expect(carry.carriedVelocity(forRunning: 1e6) == 40_000)
  }

  @Test func onlyASameDirectionReleaseFasterThanHalfTheCarryKeepsIt() {
    let carry = MomentumCarry.flutter
    #expect(carry.releaseVelocity(1_500, carrying: 649.67) == 1_500 + 649.67)
    #expect(carry.releaseVelocity(-1_500, carrying: -649.67) == -1_500 - 649.67)
    #expect(carry.releaseVelocity(-1_500, carrying: 649.67) == -1_500)
    #expect(carry.releaseVelocity(300, carrying: 649.67) == 300)  // below 0.5 × 649.67
    #expect(carry.releaseVelocity(0, carrying: 649.67) == 0)
  }
}
