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

  static let scenes: [any HapticScene.Type] = [
    PullToRefreshScene.self, UIKitScene<InboxScreen>.self,
  ]
  static let registry = SceneRegistry(scenes)

  @Test(arguments: scenes.indices)
  func randomSessionsHoldEveryInvariant(_ scene: Int) throws {
    var random = SplitMix64(seed: 0x494E_424F_5800 + UInt64(scene))
    var refused = 0
    for _ in 0..<Self.sessionsPerScene {
      let length = Int.random(in: 8...Self.maximumLength, using: &random)
      let bytes =
        [UInt8(scene)] + (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
      let session = FuzzGestureSession(decoding: bytes, registry: Self.registry)
      let problems: [String]
      do {
        problems = try GestureSessionInvariants.violations(of: session, registry: Self.registry)
      } catch is SceneError {
        // The scene refused the configuration: a typed refusal, not a finding.
        refused += 1
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
    }
    // Every key's range is valid, so the scenes take every configuration drawn.
    #expect(refused == 0)
  }
}
