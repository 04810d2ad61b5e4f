import Testing
import TouchCore

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
}
