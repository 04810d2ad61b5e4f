import HapticTape
import HapticTapeTestSupport
import SeedScenes
import Testing

/// The real swipe-shield capture, one tape per gesture, on `pizza-halves`.
///
/// Every gesture of the real 180 Hz swipe-shield capture, run on `pizza-halves` (panel 1080 ×
/// 2400 mapped to the default device, one tape per gesture), must come to rest and play exactly
/// one selection feedback per index change and no other haptic. The assertions are relational
/// (counts against counts), so a recalibrated deceleration changes which pizza a swipe lands on
/// but not whether the scene behaves.
@Suite struct SwipeShieldReplayTests {
  static func gestures() throws -> [ImportedTouches] {
    let text = try TouchLogFixture.text("swipe-shield_getevent-lt_filtered.txt")
    let touches = try GeteventParser().parse(text).imported(
      with: TouchLogMapping(
        screen: DeviceProfile.iPhone15Pro.screenSize,
        units: .panel(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2399))))
    return touches.gestures(lead: .milliseconds(250))
  }

  @Test func everySwipeComesToRestWithOneSelectionPerIndexChange() throws {
    let gestures = try Self.gestures()
    #expect(gestures.count == 222)
    var indexChanges = 0
    var swipesThatChangedThePizza = 0
    for (index, gesture) in gestures.enumerated() {
      let recording = try Session.record(
        sceneID: "pizza-halves", registry: .builtIn, device: .iPhone15Pro,
        inputs: gesture.samples.map(GestureTimeline.Input.touch))
      #expect(recording.settled, "gesture \(index + 1) did not come to rest")
      let records = recording.events.compactMap {
        if case .record(let record) = $0 { record } else { nil }
      }
      let haptics = records.filter { $0.kind == .haptic }
      let changes = records.filter { $0.kind == .scene && $0.name == "indexChanged" }
      #expect(
        haptics.allSatisfy { $0.name == "selection" },
        "gesture \(index + 1) played \(haptics.map(\.name))")
      #expect(
        haptics.count == changes.count,
        "gesture \(index + 1): \(haptics.count) haptics, \(changes.count) index changes")
      #expect(zip(haptics, changes).allSatisfy { $0.timestamp == $1.timestamp })
      indexChanges += changes.count
      if !changes.isEmpty { swipesThatChangedThePizza += 1 }
    }
    // Real swipes move the pickers: most gestures change a pizza at least once.
    #expect(swipesThatChangedThePizza > gestures.count / 2)
    #expect(indexChanges >= swipesThatChangedThePizza)
  }

  @Test func everyGestureTapeReplaysClean() throws {
    let gestures = try Self.gestures()
    for (index, gesture) in gestures.enumerated() {
      let recording = try Session.record(
        sceneID: "pizza-halves", registry: .builtIn, device: .iPhone15Pro,
        inputs: gesture.samples.map(GestureTimeline.Input.touch))
      var writer = TapeWriter(header: recording.header)
      try writer.append(contentsOf: recording.events)
      try writer.finish()
      let verdict = try Session.replay(try TapeReader.read(bytes: writer.bytes), registry: .builtIn)
      #expect(verdict.report == nil, "gesture \(index + 1) does not replay clean")
    }
  }
}
