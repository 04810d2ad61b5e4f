import Foundation
import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

// Tolerance: dates in seconds on the virtual clock, 1e-9 (a frame's time is a whole tick of
// 120 Hz); 1e-6 for a schedule's dates summed 10,000 steps at a time; positions of drawn views
// to 0.01 pt.
private let dateTolerance = 1e-9
private let pointTolerance = 0.01

/// The dates a timeline's content was made with, in seconds since the reference date.
final class TimelineLog {
  var dates: [Double] = []
  var invalidate: (() -> Void)?
}

/// A square moved right 100 pt a second by its timeline's date, logging each date.
struct TimelineSquare<Schedule: TimelineSchedule>: View {
  let schedule: Schedule
  let log: TimelineLog
  var body: some View {
    TimelineView(schedule) { context in
      let seconds = context.date.timeIntervalSinceReferenceDate
      let _ = log.dates.append(seconds)
      let _ = (log.invalidate = context.invalidateTimelineContent)
      Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square")
        .offset(x: 100 * seconds)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }
}

@Suite("SwiftUI TimelineView: content made again on its schedule, on the virtual clock")
@MainActor
struct SwiftUITimelineViewTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  /// The dates logged after the frames at `ticks` (120 Hz), from the first frame on.
  private func dates(
    _ schedule: some TimelineSchedule, frames ticks: [Int64], log: TimelineLog = TimelineLog()
  ) -> (first: [Double], after: [Double]) {
    let runtime = HeadlessRuntime(display: display)
    let root = hostedLayout(TimelineSquare(schedule: schedule, log: log), in: runtime)
    return withExtendedLifetime(root) {
      let first = log.dates
      log.dates = []
      for tick in ticks { showFrame(tick, in: runtime) }
      return (first, log.dates)
    }
  }

  @Test func theAnimationScheduleShowsEveryFramesDate() throws {
    let runtime = HeadlessRuntime(display: display)
    let log = TimelineLog()
    let root = hostedLayout(TimelineSquare(schedule: .animation, log: log), in: runtime)
    // Made at time 0, then with each frame's time: tick 12 is 0.1 s, so the square is at 10 pt.
    #expect(log.dates.last == 0)
    showFrame(12, in: runtime)
    #expect(abs(try #require(log.dates.last) - 0.1) <= dateTolerance)
    let x = try #require(frame(of: "square", in: root)).minX
    #expect(abs(x - 10) <= pointTolerance)
    showFrame(13, in: runtime)
    #expect(abs(try #require(log.dates.last) - 13.0 / 120) <= dateTolerance)
  }

  @Test func aMinimumIntervalSkipsTheFramesBetween() {
    // At most every 0.05 s: of the frames at 1/120 … 12/120 s, those 6 ticks apart show.
    let (_, after) = dates(.animation(minimumInterval: 0.05), frames: Array(1...12))
    #expect(after.count == 2)
    #expect(zip(after, [6.0 / 120, 12.0 / 120]).allSatisfy { abs($0 - $1) <= dateTolerance })
  }

  @Test func aPausedAnimationScheduleNeverUpdates() {
    let (first, after) = dates(.animation(paused: true), frames: Array(1...12))
    #expect(first.last == 0)
    #expect(after.isEmpty)
  }

  @Test func aPeriodicScheduleShowsTheLatestEntryThatHasCome() {
    // Entries at 0, 0.25, 0.5, …: the frames at 0.1 s and 0.2 s show nothing new; 0.3 s shows
    // 0.25; 0.9 s passes 0.5 and 0.75 and shows 0.75.
    let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.25)
    let (first, after) = dates(schedule, frames: [12, 24, 36, 108])
    #expect(first.last == 0)
    #expect(after == [0.25, 0.75])
  }

  @Test func aPeriodicScheduleThatNeverMovesOnUpdatesOnce() {
    let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0.1), by: 0)
    let (first, after) = dates(schedule, frames: [6, 12, 24, 36])
    // Before 0.1 s the view shows the time it appeared; then 0.1 s once.
    #expect(first.last == 0)
    #expect(after == [0.1])
  }

  @Test func crowdedEntriesArePassedAFrameAtATimeAndTheScheduleGoesOn() {
    // A millionth of a second apart: the first frame passes 10,000 of them (up to 0.01 s), the
    // next frame 10,000 more (up to 0.02 s); the schedule is not dropped. The dates are summed
    // step by step, so they drift by up to 1e-6 s.
    let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 1e-6)
    let (_, after) = dates(schedule, frames: [12, 24])
    #expect(after.count == 2)
    #expect(zip(after, [0.01, 0.02]).allSatisfy { abs($0 - $1) <= 1e-6 })
  }

  @Test func explicitDatesAndEveryMinuteShowTheirEntries() {
    let explicit: [Date] = [0.05, 0.5, 2].map { Date(timeIntervalSinceReferenceDate: $0) }
    let (_, shown) = dates(.explicit(explicit), frames: [12, 24, 60, 300])
    #expect(shown == [0.05, 0.5, 2])
    let (minuteFirst, minutes) = dates(.everyMinute, frames: [120, 7_199, 7_200, 14_400])
    // Appeared at 0 s, a minute's start: then 60 s, then 120 s.
    #expect(minuteFirst.last == 0)
    #expect(minutes == [60, 120])
  }

  @Test func invalidatingTheContentMakesItAgainWithTheSameDate() throws {
    let runtime = HeadlessRuntime(display: display)
    let log = TimelineLog()
    let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 10)
    let root = hostedLayout(TimelineSquare(schedule: schedule, log: log), in: runtime)
    withExtendedLifetime(root) {
      log.dates = []
      let invalidate = log.invalidate
      runTurn(runtime) { invalidate?() }
      runtime.run { root.layoutIfNeeded() }
      #expect(log.dates == [0])
    }
  }
}
