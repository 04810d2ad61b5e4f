import Testing

@testable import Haptics

/// Sums of durations are compared within this; times are copied, so they compare exactly.
private let sumTolerance = 1e-12

@Suite struct HapticTimelineTests {
  private func tap(_ time: Double, _ intensity: Double = 1) -> HapticEvent {
    .transient(TransientEvent(checkedTime: time, intensity: intensity, sharpness: 0.5))
  }

  private func hum(_ time: Double, _ duration: Double, _ intensity: Double = 0.5) -> HapticEvent {
    .continuous(
      ContinuousEvent(
        checkedTime: time, duration: duration, intensity: intensity, sharpness: 0.5, envelope: nil))
  }

  private let selection = HapticEvent.feedback(SystemFeedback(checkedTime: 0.2, kind: .selection))

  @Test func eventsAreSortedByTimeAndSameTimeEventsKeepTheirOrder() {
    let timeline = HapticTimeline([tap(0.3), selection, tap(0.2, 0.7), tap(0.1)])
    #expect(timeline.events == [tap(0.1), selection, tap(0.2, 0.7), tap(0.3)])
  }

  @Test func insertGoesAfterEventsAtTheSameTime() {
    var timeline = HapticTimeline([tap(0.2), tap(0.4)])
    timeline.insert(selection)
    timeline.insert(tap(0.2, 0.1))
    timeline.insert(tap(0))
    #expect(timeline.events == [tap(0), tap(0.2), selection, tap(0.2, 0.1), tap(0.4)])
  }

  @Test func mergePutsThisTimelinesEventsFirstAtEqualTimes() {
    let left = HapticTimeline([tap(0.1), tap(0.3)])
    let right = HapticTimeline([tap(0.1, 0.2), tap(0.2), tap(0.5)])
    #expect(left.merging(right).events == [tap(0.1), tap(0.1, 0.2), tap(0.2), tap(0.3), tap(0.5)])
    #expect(right.merging(left).events == [tap(0.1, 0.2), tap(0.1), tap(0.2), tap(0.3), tap(0.5)])
  }

  @Test func shiftMovesEveryEventAndRejectsNegativeTimes() throws {
    let timeline = HapticTimeline([tap(0.25), hum(0.5, 0.25)])
    let later = try timeline.shifted(by: 1)
    #expect(later.events.map(\.time) == [1.25, 1.5])
    let earlier = try timeline.shifted(by: -0.25)
    #expect(earlier.events.map(\.time) == [0, 0.25])
    let error = try #require(throws: HapticError.self) { try timeline.shifted(by: -0.5) }
    #expect(error.code == .valueOutOfRange)
    #expect(throws: HapticError.self) { try timeline.shifted(by: .nan) }
  }

  @Test func sliceKeepsEventsStartingInTheHalfOpenRange() {
    let timeline = HapticTimeline([hum(0, 1), tap(0.5), tap(1), tap(1.5)])
    #expect(timeline.slice(0.5..<1.5).events == [tap(0.5), tap(1)])
    #expect(timeline.slice(2..<3).isEmpty)
  }

  @Test func summaryCountsTypesIntensityRangeAndContinuousDuration() {
    let timeline = HapticTimeline([
      tap(0, 0.3), tap(0.1, 0.9), hum(0.2, 0.25, 0.2), hum(0.3, 0.5, 0.6), selection,
    ])
    let summary = timeline.summary
    #expect(summary.counts.map(\.type) == [.transient, .continuous, .selection])
    #expect(summary.counts.map(\.count) == [2, 2, 1])
    #expect(summary.count(of: .impact) == 0)
    #expect(summary.intensityRange == 0.2...0.9)
    #expect(abs(summary.totalContinuousDuration - 0.75) <= sumTolerance)
    #expect(summary.duration == 0.8)
  }

  @Test func emptyTimelineSummaryHasNoIntensityRange() {
    let summary = HapticTimeline().summary
    #expect(summary.counts.isEmpty)
    #expect(summary.intensityRange == nil)
    #expect(summary.duration == 0)
  }

  @Test func tableShowsOneRowPerEventAndASummary() throws {
    let timeline = HapticTimeline([
      tap(0), hum(0.01, 0.038, 0.35),
      .parameterCurve(
        ParameterCurve(
          checkedTime: 0.01, parameter: .hapticIntensityControl,
          controlPoints: [.init(time: 0, value: 1), .init(time: 0.038, value: 0)])),
    ])
    #expect(
      timeline.table() == """
              time  type               duration  intensity  sharpness  details
          0.000000  transient                 -      1.000      0.500
          0.010000  continuous         0.038000      0.350      0.500
          0.010000  parameterCurve     0.038000          -          -  HapticIntensityControl 2 points: 1.000 → 0.000
        3 events: transient 1, continuous 1, parameterCurve 1; intensity 0.350…1.000; continuous 0.038000 s in total; ends at 0.048000 s

        """)
  }
}
