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
  func randomSessionsHoldEveryInvariant(_ sceneIndex: Int) throws {
    var random = SplitMix64(seed: 0x4854_5350_0000 + UInt64(sceneIndex))
    var checked = 0
    for _ in 0..<Self.sessionsPerScene {
      let length = Int.random(in: 8...Self.maximumLength, using: &random)
      let bytes =
        [UInt8(sceneIndex)] + (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
      guard let problems = Self.problems(bytes), !problems.isEmpty else {
        checked += 1
        continue
      }
      let smallest = FuzzInputShrinker.shrink(bytes) { Self.problems($0)?.isEmpty == false }
      let session = FuzzGestureSession(decoding: smallest)
      Issue.record(
        """
        \(session): \(Self.problems(smallest)?.first ?? problems[0])
        bytes: \(smallest.map { String($0, radix: 16) }.joined(separator: " "))
        inputs: \(session.inputs)
        """)
      return
    }
    #expect(checked == Self.sessionsPerScene)
  }

  /// The session's violations, or `nil` when the scene refused its configuration or a command.
  static func problems(_ bytes: [UInt8]) -> [String]? {
    do {
      return try GestureSessionInvariants.violations(of: FuzzGestureSession(decoding: bytes))
    } catch is SceneError {
      return nil
    } catch {
      return ["\(error)"]
    }
  }
}
