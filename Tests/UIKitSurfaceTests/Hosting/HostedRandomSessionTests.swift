import HapticTape
import HapticTapeFuzzEntryPoints
import HapticTapeTesting
import HapticTapeUIKit
import Testing

// Tolerance: none; a replay must match its recording exactly.

/// Random gesture sessions on fourteen hosted test screens hold every invariant the gesture fuzz
/// target checks: no trap, finite outputs, haptics in range, scroll callbacks in UIKit's order
/// with drags only under a finger, and a replay that matches exactly.
///
/// Up to five fingers begin, move, hold, lift and are cancelled anywhere: pinches and rotations
/// with extra fingers, drags that nested scroll views hand to each other, springs that are
/// still moving when the next finger lands, table rows swiped open, shut and deleted. Seeded,
/// so every run checks the same sessions; a failure names the session and its bytes.
@Suite struct HostedRandomSessionTests {
  /// Sessions per screen (each replays twice; a few hundred milliseconds a screen in debug).
  static let sessionsPerScreen = 10
  /// The longest byte string drawn (about 20 steps).
  static let maximumLength = 120
  /// The most candidates tried when shrinking a failure.
  static let maximumShrinkAttempts = 200

  static let screens: [any HapticScene.Type] = [
    UIKitScene<PhotoTransformScreen>.self, UIKitScene<SwipeDeckScreen>.self,
    UIKitScene<NestedCarouselScreen>.self, UIKitScene<SpringyListScreen>.self,
    UIKitScene<CardCarouselScreen>.self, UIKitScene<PhotoGridScreen>.self,
    UIKitScene<PhotoAlbumScreen>.self, UIKitScene<ChromeInboxScreen>.self,
    UIKitScene<ChromeControlsScreen>.self, UIKitScene<InboxScreen>.self,
    UIKitScene<PagesOnboardingScreen>.self, UIKitScene<TabsScreen>.self,
    UIKitScene<SwipeInboxScreen>.self, UIKitScene<SwipeInboxOwnActionsScreen>.self,
  ]
  static let registry = SceneRegistry(screens)

  @Test(arguments: screens.indices)
  func randomSessionsHoldEveryInvariant(_ screen: Int) {
    var random = SplitMix64(seed: 0x484F_5354_4544 + UInt64(screen))
    let check = GestureSessionInvariants.checkRandomSessions(
      onScene: screen, registry: Self.registry, count: Self.sessionsPerScreen,
      maximumLength: Self.maximumLength, maximumShrinkAttempts: Self.maximumShrinkAttempts,
      using: &random)
    // A screen may refuse a drawn command (photo-album's `add 0`): a typed refusal, not a
    // finding.
    if let failure = check.failure { Issue.record("\(failure)") }
    #expect(check.held + check.refused == Self.sessionsPerScreen)
  }
}
