import Testing
import TouchCore

/// Times are integer nanoseconds and compared exactly: no tolerance.
@Suite struct TimestampTests {
  @Test func arithmeticIsExactInNanoseconds() {
    let t = Timestamp.seconds(1.5) + .milliseconds(8)
    #expect(t.nanoseconds == 1_508_000_000)
    #expect(t - Timestamp.seconds(1) == .milliseconds(508))
  }

  @Test(arguments: [(1_499, 1), (1_500, 2), (-1_500, -2), (-1_499, -1), (999_999_999, 1_000_000)])
  func microsecondsRoundHalfAwayFromZero(nanoseconds: Int64, microseconds: Int64) {
    #expect(Timestamp(nanoseconds: nanoseconds).microseconds == microseconds)
  }

  @Test func frameIntervals() {
    #expect(TimeAmount.frame(hertz: 120).nanoseconds == 8_333_333)
    #expect(TimeAmount.frame(hertz: 60).nanoseconds == 16_666_667)
  }

  /// Ticks are computed from their index, so a clock never drifts: after an hour at 120 Hz the
  /// rounded interval added up would be 0.144 ms early, the tick is exact.
  @Test func ticksLieOnTheExactGrid() {
    #expect(Timestamp.tick(3, hertz: 120).nanoseconds == 25_000_000)
    #expect(Timestamp.tick(120, hertz: 120) == .seconds(1))
    #expect(Timestamp.tick(432_000, hertz: 120) == .seconds(3_600))
    #expect((TimeAmount.frame(hertz: 120) * 432_000).nanoseconds == 3_599_999_856_000)
    #expect(Timestamp.tick(1, hertz: 60).nanoseconds == 16_666_666)
    #expect(Timestamp.tick(2, hertz: 240) == Timestamp.tick(1, hertz: 120))
  }

  /// Values no `Int64` of nanoseconds holds, as a tape, script or option could give them.
  static let unrepresentable: [Double] = [
    .nan, -.nan, .infinity, -.infinity, 1e308, -1e308, 9.3e9, -9.3e9, .greatestFiniteMagnitude,
  ]

  @Test(arguments: unrepresentable)
  func theFailableConversionsRefuseWhatInt64CannotHold(seconds: Double) {
    #expect(Timestamp(seconds: seconds) == nil)
    #expect(TimeAmount(seconds: seconds) == nil)
  }

  @Test(arguments: unrepresentable)
  func theSaturatingConversionsNeverTrap(seconds: Double) {
    let expected: Int64 = seconds.isNaN ? 0 : seconds < 0 ? .min : .max
    #expect(Timestamp.seconds(seconds).nanoseconds == expected)
    #expect(TimeAmount.seconds(seconds).nanoseconds == expected)
  }

  /// Within range both conversions round to the nearest nanosecond, and agree; 9.2e9 s is just
  /// inside `Int64`'s 9.223…e18 ns.
  @Test(
    arguments: [
      (1.5, 1_500_000_000), (-0.25, -250_000_000), (1.4e-9, 1), (-1.6e-9, -2),
      (9.2e9, 9_200_000_000_000_000_000), (0, 0),
      (Double.leastNonzeroMagnitude, 0), (-9.2e9, -9_200_000_000_000_000_000),
    ] as [(Double, Int64)])
  func bothConversionsAgreeWithinRange(seconds: Double, nanoseconds: Int64) {
    #expect(Timestamp(seconds: seconds)?.nanoseconds == nanoseconds)
    #expect(TimeAmount(seconds: seconds)?.nanoseconds == nanoseconds)
    #expect(Timestamp.seconds(seconds).nanoseconds == nanoseconds)
    #expect(TimeAmount.seconds(seconds).nanoseconds == nanoseconds)
  }
}
