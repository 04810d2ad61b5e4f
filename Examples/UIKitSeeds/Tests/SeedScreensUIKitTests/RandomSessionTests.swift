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
  /// The largest item count a session's configuration may ask for here.
  ///
  /// A flow layout prepares
  /// an attributes object per item, as UIKit's does, once per run and each check runs a session
  /// twice (its recording and its replay): with them, the sessions take minutes in a debug build
  /// instead of seconds. Those sessions are left to the fuzz target.
  static let maximumItemCount = 1_000
  /// The longest byte string drawn (about 20 steps).
  static let maximumLength = 120

  static let registry = SceneRegistry(SeedScreensRegistry.screens)

  @Test(arguments: SeedScreensRegistry.screens.indices)
  func randomSessionsHoldEveryInvariant(_ screen: Int) throws {
    var random = SplitMix64(seed: 0x5549_4B49_0000 + UInt64(screen))
    var checked = 0
    var skipped = 0
    for _ in 0..<Self.sessionsPerScreen {
      let length = Int.random(in: 8...Self.maximumLength, using: &random)
      let bytes =
        [UInt8(screen)] + (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
      let session = FuzzGestureSession(decoding: bytes, registry: Self.registry)
      guard session.largestConfiguredInteger <= Self.maximumItemCount else {
        skipped += 1
        continue
      }
      let problems: [String]
      do {
        problems = try GestureSessionInvariants.violations(of: session, registry: Self.registry)
      } catch is SceneError {
        // The screen refused the configuration or a command: a typed refusal, not a finding.
        checked += 1
        continue
      }
      guard problems.isEmpty else {
        Issue.record(
          """
          \(session): \(problems[0])
          bytes: \(bytes.map { String($0, radix: 16) }.joined(separator: " "))
          """)
        return
      }
      checked += 1
    }
    #expect(checked + skipped == Self.sessionsPerScreen)
    // Most sessions run: a quarter of the integer keys a session changes go to their maximum.
    #expect(checked >= Self.sessionsPerScreen * 3 / 4, "\(skipped) sessions left out")
  }
}
