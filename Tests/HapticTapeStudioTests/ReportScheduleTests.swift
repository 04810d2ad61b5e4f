import Scenes
import SeedScenes
import Testing

@testable import HapticTapeStudio

/// A live session's report comes when it changed, spaced by its own build time.
@Suite struct ReportScheduleTests {
  @Test func spacesReportsByThreeTimesTheirBuildTime() {
    var schedule = ReportSchedule()
    let start = ContinuousClock.now
    #expect(schedule.isDue(at: start))
    schedule.reported(from: start, to: start + .milliseconds(100))
    // Nothing changed: no report, however long it has been.
    #expect(!schedule.isDue(at: start + .seconds(5)))
    schedule.isStale = true
    #expect(!schedule.isDue(at: start + .milliseconds(399)))
    #expect(schedule.isDue(at: start + .milliseconds(400)))
  }

  @Test func aFrameWithoutChangesCarriesNoReport() throws {
    var session = try LiveSession(
      sceneID: "cube", deviceName: "iphone-se", configuration: "{}", registry: .builtIn,
      writerVersion: "test")
    let first = try StudioSocket.frame(&session, now: 0, accepted: 0)
    #expect(first.contains(#""report":"#))
    #expect(first.contains(#""stale":false"#))
    let idle = try StudioSocket.frame(&session, now: 0, accepted: 0)
    #expect(!idle.contains(#""report":"#))
  }
}
