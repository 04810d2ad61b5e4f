import HapticTape
import HapticTapeFuzzEntryPoints
import HapticTapeTesting
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: none; counts are integers, offsets at rest exact, and a replay must match its
// recording exactly.

/// Random swipes, flings and taps on the swipe-action screens: no trap, no reported problem
/// (which would end the session with an error), one row open at most, the rows and the app's
/// model in step, and recordings that replay to a match.
@Suite struct TableViewSwipeActionsRandomTests {
  /// Scripted sessions per seed (each records and replays).
  static let sessionsPerSeed = 6

  static let screens: [any HapticScene.Type] = [
    UIKitScene<SwipeInboxScreen>.self, UIKitScene<SwipeInboxOwnActionsScreen>.self,
    UIKitScene<SwipePagerScreen>.self,
  ]
  static let registry = SceneRegistry(screens)

  /// A random session of swipes, taps and vertical drags (``randomSwipeSession``).
  static func script(using random: inout SplitMix64) -> String {
    randomSwipeSession(firstSwipedY: 150, using: &random)
  }

  @Test(arguments: 0..<4)
  func randomSwipesKeepTheTableConsistent(_ seed: Int) throws {
    var random = SplitMix64(seed: 0x5357_4950_45 + UInt64(seed))
    for _ in 0..<Self.sessionsPerSeed {
      let script = Self.script(using: &random)
      var scene = try UIKitScene<SwipeInboxOwnActionsScreen>(
        device: .iPhone15Pro, configuration: .init())
      let controller = try #require(scene.rootViewController as? SwipeInboxController)
      controller.archiveReloads = Bool.random(using: &random)
      controller.completesFlag = Bool.random(using: &random)
      let timeline = try GestureScript(parsing: script).render(on: .iPhone15Pro)
      _ = try Replayer().run(&scene, inputs: timeline.touches.map { .touch($0) })
      let tableView = controller.tableView!
      let offsets = tableView.visibleCells.map(\.frame.minX)
      #expect(offsets.filter { $0 != 0 }.count <= 1, "\(script)")
      #expect(offsets.allSatisfy { abs($0) <= 393 }, "\(script)")
      #expect(tableView.numberOfRows(inSection: 0) == controller.messages.count, "\(script)")
      #expect(Set(controller.messages + controller.deleted) == Set(0..<30), "\(script)")
      #expect(controller.deleted.count + controller.messages.count == 30, "\(script)")
      let recording = try Session.record(
        scene: UIKitScene<SwipeInboxScreen>.self, device: .iPhone15Pro,
        script: try GestureScript(parsing: script))
      let tape = RecordedTape(header: recording.header, events: recording.events)
      let verdict = try Session.replay(tape, registry: [UIKitScene<SwipeInboxScreen>.self])
      #expect(verdict.report == nil, "\(script)")
    }
  }

  @Test(arguments: screens.indices)
  func fuzzedSessionsHoldEveryInvariant(_ screen: Int) {
    var random = SplitMix64(seed: 0x5357_4950_46 + UInt64(screen))
    let check = GestureSessionInvariants.checkRandomSessions(
      onScene: screen, registry: Self.registry, count: 10, maximumShrinkAttempts: 200,
      using: &random)
    if let failure = check.failure { Issue.record("\(failure)") }
    #expect(check.held == 10)
  }
}
