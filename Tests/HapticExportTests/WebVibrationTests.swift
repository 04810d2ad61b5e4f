import HapticExport
import HapticTapeTestSupport
import Haptics
import Testing

/// Milliseconds a pattern may differ from the timeline's span (rounding to whole ms).
private let spanTolerance = 1

@Suite struct WebVibrationTests {
  @Test func continuousEventsVibrateForTheirDurationAndTapsByIntensity() throws {
    let timeline = HapticTimeline([
      try AndroidHapticsTests.continuous(0, 0.1, 0.5),
      try AndroidHapticsTests.transient(0.3, 1, 0.5),
      try AndroidHapticsTests.transient(0.5, 0, 0.5),
      try AndroidHapticsTests.transient(0.6, 0.5, 0.5),
    ])
    let web = WebVibration(timeline)
    // 100 on, 200 off, a 30 ms tap (intensity 1), the silent tap left out, a 20 ms tap.
    #expect(web.pattern == [100, 200, 30, 270, 20])
    #expect(web.pulses.map(\.start) == [0, 300, 600])
    #expect(web.losses.first?.hasPrefix("intensity: navigator.vibrate only switches") == true)
  }

  @Test func aLeadingPauseStartsWithAZeroVibration() throws {
    let web = WebVibration(HapticTimeline([try AndroidHapticsTests.transient(0.25, 1, 0.5)]))
    #expect(web.pattern == [0, 250, 30])
  }

  @Test func entriesLongerThanTenSecondsAreSplit() throws {
    let timeline = HapticTimeline([
      try AndroidHapticsTests.continuous(0, 25, 1), try AndroidHapticsTests.transient(37, 1, 0.5),
    ])
    let web = WebVibration(timeline)
    #expect(web.pattern == [10_000, 0, 10_000, 0, 5_000, 10_000, 0, 2_000, 30])
    #expect(web.pattern.allSatisfy { $0 <= 10_000 })
    #expect(web.durationMilliseconds == 37_030)
    #expect(web.losses.contains { $0.hasPrefix("entry length: 3 entries") })
  }

  @Test(arguments: 0..<64 as Range<UInt64>)
  func patternsKeepTheVibrationAPIsRules(seed: UInt64) throws {
    let timeline = try AndroidHapticsTests.randomTimeline(seed: seed)
    let web = WebVibration(timeline)
    #expect(web.pattern.allSatisfy { (0...10_000).contains($0) })
    // On, off, …, on: a pattern ends on a vibration.
    #expect(web.pattern.isEmpty || web.pattern.count % 2 == 1)
    let android = AndroidHaptics(timeline)
    // Both targets end where the timeline's last vibration ends, give or take the taps'
    // different pulse lengths (20 ms on Android, 10–30 ms on the web).
    if !android.waveform.isEmpty {
      #expect(abs(web.durationMilliseconds - android.waveform.durationMilliseconds) <= 10)
    }
  }

  @Test func aPatternBeyondNinetyNineEntriesIsRefusedNamingTheLimit() throws {
    let taps = try (0..<60).map { try AndroidHapticsTests.transient(Double($0) / 10, 1, 0.5) }
    let web = WebVibration(HapticTimeline(taps))
    #expect(web.pattern.count == 119)
    let error = try #require(throws: HapticExportError.self) { try web.checkLimits() }
    #expect(error.message.contains("kVibrationPatternLengthMax"))
  }

  @Test(arguments: [(0.0, 10), (1.0, 30), (0.5, 20), (0.686, 24), (2.0, 30)])
  func tapPulseGrowsWithIntensity(intensity: Double, milliseconds: Int) {
    #expect(WebVibration.pulse(forIntensity: intensity) == milliseconds)
  }
}
