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
}
