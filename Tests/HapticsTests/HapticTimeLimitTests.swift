import Foundation
import HapticTapeTestSupport
import Haptics
import Testing

/// Times and durations past ``HapticLimits/maximumTime`` (2⁵³ µs) are errors everywhere, so
/// every timeline that exists can be printed and exported.
@Suite struct HapticTimeLimitTests {
  /// The fuzzing reproducer: one transient at `Time` 1e13 s.
  @Test func theFuzzedTimeIsAnErrorAtItsPathAndTheEventIsSkipped() throws {
    let bytes = try Fixtures.read(RepositoryFixture.file("fuzz-findings", "ahap-time-1e13.ahap"))
    let result = try AHAPDecoder().decode(bytes)
    #expect(result.hasErrors)
    #expect(result.pattern.timeline.events.isEmpty)
    #expect(
      result.diagnostics.map(\.description) == [
        "1:44: error: $.Pattern[0].Event.Time: Time 10000000000000.0 s is past the latest time a "
          + "timeline holds, 9007199254.740992 s (2^53 microseconds); skipped; write the time in "
          + "seconds from the start of the pattern"
      ])
    // What is left prints.
    #expect(result.pattern.timeline.table().hasSuffix("ends at 0.000000 s\n"))
  }

  @Test func theLatestTimeIsKeptAndPrintsWithSixDecimals() throws {
    let text = #"{"Pattern":[{"Event":{"Time":9007199254.740992,"EventType":"HapticTransient"}}]}"#
    let result = try AHAPDecoder().decode(Array(text.utf8))
    #expect(!result.hasErrors)
    let event = try #require(result.pattern.timeline.events.first)
    #expect(event.time == HapticLimits.maximumTime)
    #expect(HapticJSONLines.line(for: event).contains(#""t":9007199254.740992"#))
  }

  @Test(arguments: [
    #"{"Pattern":[{"Event":{"Time":0,"EventType":"AudioCustom","EventWaveformPath":"a.wav","EventDuration":1e13}}]}"#,
    #"{"Pattern":[{"ParameterCurve":{"ParameterID":"HapticIntensityControl","Time":0,"ParameterCurveControlPoints":[{"Time":1e13,"ParameterValue":1}]}}]}"#,
    #"{"Pattern":[{"Parameter":{"ParameterID":"HapticIntensityControl","Time":1e13,"ParameterValue":1}}]}"#,
  ])
  func everyTimeAndDurationPastTheLimitIsAnError(text: String) throws {
    let result = try AHAPDecoder().decode(Array(text.utf8))
    #expect(result.diagnostics.filter { $0.severity == .error }.count >= 1)
    #expect(result.pattern.timeline.events.isEmpty)
  }

  @Test func buildersRefuseTimesPastTheLimit() throws {
    _ = try TransientEvent(time: HapticLimits.maximumTime, intensity: 1, sharpness: 1)
    #expect(throws: HapticError.self) {
      try TransientEvent(time: HapticLimits.maximumTime.nextUp, intensity: 1, sharpness: 1)
    }
    var timeline = HapticTimeline()
    timeline.insert(.transient(try TransientEvent(time: 1, intensity: 1, sharpness: 1)))
    #expect(throws: HapticError.self) { try timeline.shifted(by: HapticLimits.maximumTime) }
  }

  @Test func jsonLinesTimesPastTheLimitAndHugeCountsAreErrors() {
    let late =
      #"{"kind":"haptic","t":1e13,"name":"transient","fields":{"intensity":{"scalar":1},"sharpness":{"scalar":1}}}"#
    #expect(throws: HapticError.self) { try HapticJSONLines.decode(Array(late.utf8)) }
    let count =
      #"{"kind":"haptic","t":0,"name":"parameterCurve","fields":{"parameter":"HapticIntensityControl","count":1e300}}"#
    let error = #expect(throws: HapticError.self) { try HapticJSONLines.decode(Array(count.utf8)) }
    #expect(error?.message == #""count" must be a whole number of control points, at least 1"#)
  }
}
