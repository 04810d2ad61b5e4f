import HapticTape
import HapticTapeUIKit
import SeedScenes
import Testing
import UIKit

// Tolerance: none; the default sampling must give exactly the samples every-frame sampling
// gives while the screen moves.

/// A hosted screen's layout moves under the app's own code with no scene event to mark the
/// frame, so the replayer samples its layout on every frame that is not at rest: a tape then
/// holds the carousel's card scales all through a drag, not only where it came to rest.
@Suite("Hosted screens: layout samples on every frame in motion")
struct HostedLayoutSamplingTests {
  /// A drag held still before the lift (no fling), a second at rest, then a tap.
  static let drag = """
    touch 1 at 300,400
    drag 1 to 180,400 in 0.5s
    hold 1 for 0.3s
    lift 1
    wait 1s
    tap 200,400
    """

  /// The carousel's layout samples with their times.
  static func samples(_ outcome: Replayer.Outcome) -> [(Timestamp, SceneOutput.LayoutSnapshot)] {
    outcome.output.entries.compactMap { entry in
      guard case .layout(let snapshot, let time) = entry, snapshot.view == "cards" else {
        return nil
      }
      return (time, snapshot)
    }
  }

  @Test("a drag is sampled on every frame, as every-frame sampling samples it, and rest once")
  func dragIsSampledEveryFrame() throws {
    let (_, outcome) = try replayHosted(Self.drag, on: CardCarouselScreen.self)
    let (_, everyFrame) = try replayHosted(
      Self.drag, on: CardCarouselScreen.self, layoutSampling: .everyFrame)
    let samples = Self.samples(outcome)
    let all = Self.samples(everyFrame)
    // 0.8 s with the finger down at 120 Hz: 96 frames, each one sampled.
    let lift = Timestamp.milliseconds(800)
    let whileDown = samples.filter { $0.0 <= lift }
    #expect(whileDown.count >= 96)
    // The same frames and the same attributes as every-frame sampling, up to the rest.
    let allWhileDown = all.filter { $0.0 <= lift }
    #expect(whileDown.map(\.0) == allWhileDown.map(\.0))
    #expect(whileDown.map(\.1) == allWhileDown.map(\.1))
    // The scale of card 0 changes through the drag: dozens of distinct values on the tape.
    let scales = Set(
      whileDown.compactMap { $0.1.attributes.first { $0.indexPath.item == 0 }?.transform3D.m11 })
    #expect(scales.count > 30)
    // A held lift moves nothing: the lift's frame is the rest's sample, and sampling stops until
    // the tap, while every-frame sampling goes on through the second at rest (120 more frames).
    let tap = Timestamp.milliseconds(1_800)
    #expect(samples.contains { $0.0 == lift })
    #expect(samples.filter { $0.0 > lift && $0.0 < tap }.isEmpty)
    #expect(all.filter { $0.0 > lift && $0.0 < tap }.count >= 119)
    #expect(samples.last.map(\.1) == all.last.map(\.1))
  }

  @Test("built-in scenes mark their motion with scene events and do not sample while moving")
  func builtInScenesKeepTheirSampling() {
    #expect(!SpinningWheelScene.samplesLayoutWhileMoving)
    #expect(UIKitScene<CardCarouselScreen>.samplesLayoutWhileMoving)
  }
}
