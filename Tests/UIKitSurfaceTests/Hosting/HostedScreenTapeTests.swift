import HapticTapeTestSupport
import HapticTapeUIKit
import Testing

/// The README's UIKit path as an app's test target takes it: the app's own controller
/// (`SnappingListController`, in ReadmeSnippetTests.swift as the README shows it), named by
/// `SnappingListScreen`, replayed by `expectReplay` against the tape recorded from the gesture
/// script beside it.
@Suite struct HostedScreenTapeTests {
  @Test func pullPastTheThresholdFeelsTheSame() {
    expectReplay(
      of: "../Recordings/snapping-list/pull-past-80.htape", on: UIKitScene<SnappingListScreen>.self)
  }
}
