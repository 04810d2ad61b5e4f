import HapticTape
import HapticTapeFuzzEntryPoints
import HapticTapeTesting
import HapticTapeUIKit
import InboxHosting
import PullToRefresh
import Testing

/// Random gesture sessions on both versions of the list hold every built-in scene's invariants.
///
/// Up to five fingers begin, move, hold, lift and are cancelled anywhere, with flings and
/// configurations drawn from each key's range; the invariants: no trap, finite outputs, haptics
/// in range, scroll callbacks in UIKit's order with drags only under a finger, and a replay that
/// matches exactly. The UIKit list adds what the model has not: a refresh that begins under the finger,
/// an inset that changes during a bounce and closes on the virtual clock.
///
/// Seeded, so every run checks the same sessions; a failure names the session and its bytes.
@Suite struct InboxRandomSessionTests {
  /// Sessions per scene.
  static let sessionsPerScene = 40
  /// The longest byte string drawn (about 20 steps).
  static let maximumLength = 120
  /// The most candidates tried when shrinking a failure (the hosted list runs slower than the
  /// model).
  static let maximumShrinkAttempts = 200

  static let scenes: [any HapticScene.Type] = [
    PullToRefreshScene.self, UIKitScene<InboxScreen>.self,
  ]
  static let registry = SceneRegistry(scenes)

  @Test(arguments: scenes.indices)
  func randomSessionsHoldEveryInvariant(_ scene: Int) {
    var random = SplitMix64(seed: 0x494E_424F_5800 + UInt64(scene))
    let check = GestureSessionInvariants.checkRandomSessions(
      onScene: scene, registry: Self.registry, count: Self.sessionsPerScene,
      maximumLength: Self.maximumLength, maximumShrinkAttempts: Self.maximumShrinkAttempts,
      using: &random)
    if let failure = check.failure { Issue.record("\(failure)") }
    // Every key's range is valid, so the scenes take every configuration drawn.
    #expect(check.held == Self.sessionsPerScene)
  }
}
