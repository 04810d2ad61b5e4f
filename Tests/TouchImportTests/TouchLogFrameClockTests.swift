import HapticTape
import Testing

@testable import TouchImport

/// A log without timestamps is timed by its frame index times the mapping's frame interval.
///
/// Times are integer nanoseconds and compared exactly: no tolerance.
@Suite struct TouchLogFrameClockTests {
  /// A tap over four untimed getevent frames (`getevent` without `-t`), the second empty.
  static let untimedTap = """
    0003 0039 00000010
    0003 0035 00000064
    0003 0036 000000c8
    0000 0000 00000000
    0000 0000 00000000
    0003 0036 000000d2
    0000 0000 00000000
    0003 0039 ffffffff
    0000 0000 00000000
    """

  private static func mapping(interval: TimeAmount) -> TouchLogMapping {
    TouchLogMapping(
      screen: DeviceProfile.iPhone15Pro.screenSize, units: .unmapped, frameInterval: interval)
  }

  @Test func framesAreTimedByTheirIndex() throws {
    let log = try GeteventParser().parse(Self.untimedTap)
    let samples = try log.imported(with: Self.mapping(interval: .milliseconds(8))).samples
    #expect(samples.map(\.timestamp.nanoseconds) == [0, 16_000_000, 24_000_000])
  }

  /// An interval whose product with a frame index overflows Int64 (frame 2 here, after an empty
  /// frame) is a limit error naming the line, not a trap.
  @Test func aFrameBeyondInt64IsPastTheDurationLimit() throws {
    let log = try GeteventParser().parse(Self.untimedTap)
    let huge = TimeAmount(nanoseconds: Int64.max / 2 + 1)
    let error = #expect(throws: TouchLogError.self) {
      try log.imported(with: Self.mapping(interval: huge))
    }
    #expect(error?.line == 6)
    #expect(
      error?.message
        == "the sample at 4611686018.427387 s is more than 3600 s after the start at 0.000000 s, the limit (TouchLog.maximumDuration); cut the log into shorter ones"
    )
  }
}
