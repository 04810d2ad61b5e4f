import Haptics
import Replay
import Scenes
import SeedScenes
import Testing
import TouchCore
import TouchModel

/// Haptic times are `Double` seconds: a billion seconds in, a microsecond is still exact enough.
private let shiftedTimeTolerance = 1e-6

/// The frame clock skips the frames of a scene at rest before a distant input, and counts them.
@Suite struct ReplayerIdleFrameTests {
  /// A tap on the cube's right third at `time`, 80 ms long.
  static func tap(at time: Timestamp) -> [SceneInput] {
    let location = Point2D(x: 350, y: 500)
    return [
      .touch(TouchSample(id: Touch.ID(1), phase: .began, location: location, timestamp: time)),
      .touch(
        TouchSample(
          id: Touch.ID(1), phase: .ended, location: location,
          timestamp: time + .milliseconds(80))),
    ]
  }

  @Test func aTapYearsInIsReplayedWithoutSteppingTheIdleFrames() throws {
    // About 31.7 years of 120 Hz frames before the tap: 1.2e11 frames, never stepped one by one.
    let start = Timestamp(nanoseconds: 1_000_000_000_000_000_000)
    var far = try CubeScene(device: .iPhone15Pro, configuration: .init())
    let late = try Replayer().run(&far, inputs: Self.tap(at: start))
    var near = try CubeScene(device: .iPhone15Pro, configuration: .init())
    let soon = try Replayer().run(&near, inputs: Self.tap(at: .zero))
    #expect(late.settled && soon.settled)
    #expect(late.frameCount == soon.frameCount + 120_000_000_000)
    #expect(far.currentPage == 1 && near.currentPage == 1)
    // The same haptics, a billion seconds later.
    let shifted = late.output.hapticEvents.map { $0.time - 1_000_000_000 }
    let expected = soon.output.hapticEvents.map(\.time)
    #expect(shifted.count == expected.count && !shifted.isEmpty)
    for (a, b) in zip(shifted, expected) { #expect(abs(a - b) <= shiftedTimeTolerance) }
  }

  @Test func framesTickAtExactMultiplesWithoutOverflow() {
    #expect(Replayer.time(ofFrame: 121, rate: 120) == Timestamp(nanoseconds: 1_008_333_333))
    #expect(Replayer.frame(dueAt: Timestamp(nanoseconds: 1_008_333_333), rate: 120) == 121)
    #expect(Replayer.frame(dueAt: Timestamp(nanoseconds: 1_008_333_334), rate: 120) == 122)
    // 10¹¹ frames at 120 Hz: frame · 10⁹ alone would overflow Int64.
    #expect(
      Replayer.time(ofFrame: 100_000_000_000, rate: 120)
        == Timestamp(nanoseconds: 833_333_333_333_333_333))
  }
}
