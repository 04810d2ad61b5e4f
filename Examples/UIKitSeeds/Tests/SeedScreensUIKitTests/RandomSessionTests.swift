import HapticTape
import HapticTapeFuzzEntryPoints
import HapticTapeTesting
import HapticTapeUIKit
import SeedScreensHosting
import Testing

/// Random gesture sessions on the app's UIKit screens hold the invariants every built-in scene
/// holds: no trap, finite outputs, haptics in Core Haptics' ranges, scroll callbacks in UIKit's
/// order, the same outputs on a second run (the replay, compared exactly) and a replay that
/// matches.
///
/// Seeded, so every run checks the same sessions; a failure names the session and its bytes.
@Suite struct RandomSessionTests {
  /// Sessions per screen: the hosted screens replay slower than the built-in scenes.
  static let sessionsPerScreen = 40
  /// Sessions per SwiftUI screen: a debug build of its view graph replays each session several
  /// times slower again (its bodies and effects are evaluated on every frame of a scroll).
  static let sessionsPerSwiftUIScreen = 10
  /// The largest item count a session's configuration may ask for here.
  ///
  /// A flow layout prepares
  /// an attributes object per item, as UIKit's does, once per run and each check runs a session
  /// twice (its recording and its replay): with them, the sessions take minutes in a debug build
  /// instead of seconds. Those sessions are left to the fuzz target.
  static let maximumItemCount = 1_000
  /// The longest byte string drawn (about 20 steps).
  static let maximumLength = 120
  /// The most candidates tried when shrinking a failure: a hosted session takes up to a few
  /// hundred milliseconds in a debug build.
  static let maximumShrinkAttempts = 200

  static let registry = SceneRegistry(SeedScreensRegistry.screens)

  @Test(arguments: SeedScreensRegistry.screens.indices)
  func randomSessionsHoldEveryInvariant(_ screen: Int) {
    var random = SplitMix64(seed: 0x5549_4B49_0000 + UInt64(screen))
    let count =
      SeedScreensRegistry.screens[screen].id.hasPrefix("swiftui-")
      ? Self.sessionsPerSwiftUIScreen : Self.sessionsPerScreen
    let check = GestureSessionInvariants.checkRandomSessions(
      onScene: screen, registry: Self.registry, count: count,
      maximumLength: Self.maximumLength, maximumShrinkAttempts: Self.maximumShrinkAttempts,
      using: &random
    ) { $0.largestConfiguredInteger <= Self.maximumItemCount }
    if let failure = check.failure { Issue.record("\(failure)") }
    // The screens refuse no configuration drawn; a command they refuse is a typed refusal.
    #expect(check.held + check.refused + check.leftOut == count)
    // Most sessions run: a quarter of the integer keys a session changes go to their maximum.
    #expect(
      check.held + check.refused >= count * 3 / 4,
      "\(check.leftOut) sessions left out")
  }
}
