import HapticTapeReport
import Testing

/// Seconds a lane's time may differ from the hand-worked value: times are the tape's first
/// haptic time (on its 1 µs grid) plus whole milliseconds, summed in binary floating point.
private let timeTolerance = 1e-9

/// The Android and web lanes of the success pull, worked out by hand from its haptic records
/// (docs/haptics-export.md#goldens): a 1.5 s shake ramp from 9.908333 s, then taps 1.433, 1.503
/// and 1.593 s after it.
@Suite struct ReportPlatformsTests {
  static func platforms(_ scene: String, _ name: String) throws -> ReportPlatforms? {
    try ReportTapeTests.model(scene, name).1.platforms
  }

  @Test func webLaneIsTheRampAndTheTwoLaterTapsAtTapeTimes() throws {
    let platforms = try #require(try Self.platforms("secret-offer", "pull-success-two-fingers"))
    // The ramp (the 1.433 s tap falls inside it), the 0.75 tap for 25 ms, the 1.0 tap for 30 ms.
    let expected: [[Double]] = [[9.908333, 1.5], [11.411333, 0.025], [11.501333, 0.03]]
    #expect(platforms.web.count == expected.count)
    for (drawn, pulse) in zip(platforms.web, expected) {
      #expect(
        abs(drawn[0] - pulse[0]) <= timeTolerance && abs(drawn[1] - pulse[1]) <= timeTolerance)
    }
  }

  @Test func androidLaneHoldsTheRiseAndTheTapsPrimitives() throws {
    let platforms = try #require(try Self.platforms("secret-offer", "pull-success-two-fingers"))
    #expect(
      platforms.androidComposition.map(\.name) == ["SLOW_RISE", "LOW_TICK", "CLICK", "CLICK"])
    let times = [11.108333, 11.341333, 11.411333, 11.501333]
    // SLOW_RISE ends where the ramp peaks (1.5 s): 300 ms assumed, so it starts at 1.2 s.
    #expect(
      zip(platforms.androidComposition.map(\.t), times).allSatisfy {
        abs($0 - $1) <= timeTolerance
      })
    // 19 vibrating steps: 14 ramp steps, the 1.4–1.433 s step, the 0.55 tap, 1.453–1.5 s, two taps.
    #expect(platforms.androidWaveform.count == 19)
    #expect(platforms.androidWaveform.map { $0[2] }.max() == 255)
    #expect(platforms.androidLosses.first?.hasPrefix("waveform: sharpness is not kept") == true)
  }

  @Test func aTapeWithoutHapticsHasNoPlatformLanes() throws {
    #expect(try Self.platforms("photos", "delete-last") == nil)
  }
}
