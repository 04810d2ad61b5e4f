import HapticTape
import HapticTapeFuzzEntryPoints
import HapticTapeTestSupport
import HapticTapeTesting
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: none; counts are integers, offsets at rest exact, and a replay must match its
// recording exactly.

/// Random swipes, flings and taps on the list mailboxes: no trap, no reported problem (which
/// would end the session with an error), one cell open at most, the list and the app's model in
/// step, and recordings that replay to a match.
@Suite struct ListSwipeActionsRandomTests {
  /// Scripted sessions per seed (each records and replays).
  static let sessionsPerSeed = 6

  static let screens: [any HapticScene.Type] = [
    UIKitScene<ListSwipeMailboxScreen>.self, UIKitScene<ListSwipeMailboxSectionsScreen>.self,
    UIKitScene<ListSwipePagerScreen>.self,
  ]
  static let registry = SceneRegistry(screens)

  /// A random session of swipes, taps and vertical drags (``randomSwipeSession``).
  static func script(using random: inout SplitMix64) -> String {
    randomSwipeSession(firstSwipedY: 110, using: &random)
  }

  /// Replays `script` on `Screen` with random options, checks the invariants, then records
  /// and replays it.
  static func check<Screen: UIKitScreen>(
    _ script: String, on screen: Screen.Type, using random: inout SplitMix64
  ) throws where Screen.Configuration == UIKitScreenConfiguration {
    var scene = try UIKitScene<Screen>(device: .iPhone15Pro, configuration: .init())
    let controller = try #require(scene.rootViewController as? ListSwipeMailboxController)
    controller.archiveReloads = Bool.random(using: &random)
    controller.completesFlag = Bool.random(using: &random)
    let timeline = try GestureScript(parsing: script).render(on: .iPhone15Pro)
    _ = try Replayer().run(&scene, inputs: timeline.touches.map { .touch($0) })
    let collectionView = controller.collectionView!
    let offsets = collectionView.visibleCells.map(\.frame.minX)
    #expect(offsets.filter { $0 != 0 }.count <= 1, "\(script)")
    #expect(offsets.allSatisfy { abs($0) <= 393 }, "\(script)")
    #expect(collectionView.numberOfItems(inSection: 0) == controller.messages.count, "\(script)")
    #expect(Set(controller.messages + controller.deleted) == Set(0..<30), "\(script)")
    #expect(controller.deleted.count + controller.messages.count == 30, "\(script)")
    let recording = try Session.record(
      scene: UIKitScene<Screen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: script))
    let tape = RecordedTape(header: recording.header, events: recording.events)
    let verdict = try Session.replay(tape, registry: [UIKitScene<Screen>.self])
    #expect(verdict.report == nil, "\(script)")
  }

  @Test(arguments: 0..<4)
  func randomSwipesKeepTheListConsistent(_ seed: Int) throws {
    var random = SplitMix64(seed: 0x4C49_5354_53 + UInt64(seed))
    for session in 0..<Self.sessionsPerSeed {
      let script = Self.script(using: &random)
      if session.isMultiple(of: 2) {
        try Self.check(script, on: ListSwipeMailboxScreen.self, using: &random)
      } else {
        try Self.check(script, on: ListSwipeMailboxSectionsScreen.self, using: &random)
      }
    }
  }

  @Test(arguments: screens.indices)
  func fuzzedSessionsHoldEveryInvariant(_ screen: Int) {
    var random = SplitMix64(seed: 0x4C49_5354_54 + UInt64(screen))
    let check = GestureSessionInvariants.checkRandomSessions(
      onScene: screen, registry: Self.registry, count: 10, maximumShrinkAttempts: 200,
      using: &random)
    if let failure = check.failure { Issue.record("\(failure)") }
    #expect(check.held == 10)
  }
}
