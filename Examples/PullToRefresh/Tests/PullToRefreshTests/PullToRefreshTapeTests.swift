import HapticTape
import HapticTapeTesting
import HapticTapeUIKit
import InboxHosting
import PullToRefresh
import Testing

/// The folder of the list's tapes, relative to this file.
private let recordings = "../../Recordings/pull-to-refresh"

/// The list's tapes replay as recorded; a changed constant fails at the calling line.
@Suite struct PullToRefreshTapeTests {
  @Test(arguments: ["pull-past-threshold", "pull-and-give-up", "fling-list", "pull-row-two"])
  func tapeReplaysAsRecorded(name: String) {
    expectReplay(of: "\(recordings)/\(name).htape", on: PullToRefreshScene.self)
  }

  /// The app's UIKit list (``InboxHosting/InboxScreen``) replays its own tapes, recorded from the
  /// same gesture scripts.
  @Test(arguments: ["pull-past-threshold", "pull-and-give-up", "fling-list", "pull-row-two"])
  func uikitTapeReplaysAsRecorded(name: String) {
    expectReplay(
      of: "../../Recordings/uikit-pull-to-refresh/\(name).htape", on: UIKitScene<InboxScreen>.self)
  }

  /// A refresh that takes 0.8 s instead of 1 s moves the success notification: the helper
  /// reports the first divergence at the line that called it and never rewrites the tape.
  @Test func aChangedRefreshDurationIsReportedAtTheCallingLine() {
    var quicker = PullToRefreshScene.Configuration()
    quicker.refreshDuration = 0.8
    let callLine = #line + 2
    withKnownIssue {
      expectReplay(
        of: "\(recordings)/pull-past-threshold.htape", on: PullToRefreshScene.self,
        configuration: quicker, record: .never)
    } matching: { issue in
      issue.sourceLocation?.line == callLine
        && issue.comments.contains { comment in
          comment.rawValue.contains("pull-past-threshold.htape:")
            && comment.rawValue.contains("first at t=")
            && comment.rawValue.contains("haptic/haptics: 1 divergent of 2 recorded")
            && comment.rawValue.contains("scene/scene: 2 divergent of 4 recorded")
        }
    }
  }

  /// A threshold the pull never reaches loses the selection feedback of the pull that gives up.
  @Test func aHigherThresholdLosesTheSelection() {
    var stiffer = PullToRefreshScene.Configuration()
    stiffer.refreshThreshold = 150
    withKnownIssue {
      expectReplay(
        of: "\(recordings)/pull-and-give-up.htape", on: PullToRefreshScene.self,
        configuration: stiffer, record: .never)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("expected haptic selection") }
    }
  }
}
