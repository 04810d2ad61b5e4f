import HapticTape
import HapticTapeFuzzEntryPoints
import HapticTapeTestSupport
import Testing

/// Random gesture sessions on every built-in scene hold ``GestureSessionInvariants``: no trap,
/// finite outputs, haptics in range, UIKit's callback order, byte-identical re-recordings and a
/// replay that matches.
///
/// A failure names the smallest session that still fails, found by ``FuzzInputShrinker``, with its
/// bytes for `Corpus/gestureSession/`.
///
/// The sessions are seeded (`SplitMix64`), so every run checks the same ones and a failure in CI
/// reproduces on any machine; the libFuzzer target `FuzzGestureSession` searches further.
@Suite struct GestureSessionPropertyTests {
  /// Sessions per scene: a few hundred in all, a few seconds of the test run.
  static let sessionsPerScene = 200
  /// The longest byte string drawn (about 20 steps).
  static let maximumLength = 120

  @Test(arguments: SceneRegistry.builtIn.ids.indices)
  func randomSessionsHoldEveryInvariant(_ sceneIndex: Int) {
    var random = SplitMix64(seed: 0x4854_5350_0000 + UInt64(sceneIndex))
    let check = GestureSessionInvariants.checkRandomSessions(
      onScene: sceneIndex, count: Self.sessionsPerScene, maximumLength: Self.maximumLength,
      using: &random)
    if let failure = check.failure { Issue.record("\(failure)") }
    // A refused configuration or command is a typed refusal, not a violation.
    #expect(check.held + check.refused == Self.sessionsPerScene)
  }
}
