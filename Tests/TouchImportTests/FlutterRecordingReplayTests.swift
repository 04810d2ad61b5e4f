import HapticTape
import HapticTapeTestSupport
import SeedScenes
import Testing

/// The real Flutter recording (one slow upward drag, 3.4 s) on `pizza-halves`: at the device's 3×
/// it lies at x 170.7–195.3 pt, wholly in the left half, a vertical drag as the pickers take.
@Suite struct FlutterRecordingReplayTests {
  static let file = "scroll_test_flutter_pointerdata_scrollingRecord.json"

  @Test(.enabled(if: TouchLogFixture.isAvailable(file), TouchLogFixture.referenceOnlyReason))
  func theDragComesToRestInTheLeftHalfWithOneSelectionPerIndexChange() throws {
    let text = try TouchLogFixture.text(Self.file)
    let touches = try FlutterPointerDataParser().parse(text).imported(
      with: TouchLogMapping(screen: DeviceProfile.iPhone15Pro.screenSize, units: .pixels(ratio: 3)))
    let xs = touches.samples.map(\.location.x)
    #expect(
      (xs.min() ?? 0) >= 0
        && (xs.max() ?? .infinity) < DeviceProfile.iPhone15Pro.screenSize.width / 2)
    let recording = try Session.record(
      sceneID: "pizza-halves", registry: .builtIn, device: .iPhone15Pro,
      inputs: touches.samples.map(GestureTimeline.Input.touch))
    #expect(recording.settled)
    let records = recording.events.compactMap {
      if case .record(let record) = $0 { record } else { nil }
    }
    let haptics = records.filter { $0.kind == .haptic }
    let changes = records.filter { $0.kind == .scene && $0.name == "indexChanged" }
    #expect(!changes.isEmpty)
    #expect(haptics.allSatisfy { $0.name == "selection" })
    #expect(haptics.count == changes.count)
    #expect(changes.allSatisfy { $0[field: "side"] == .symbol("left") })
  }
}
