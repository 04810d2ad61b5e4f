import HapticTape
import SeedScenes

extension GestureSessionInvariants {
  /// Checks `count` seeded random sessions on one scene of `registry` against every invariant,
  /// and shrinks the first that breaks one.
  ///
  /// Each session is a random byte string of 8 to `maximumLength` bytes after the scene's index,
  /// decoded by ``FuzzGestureSession/init(decoding:registry:)``: the same sessions the
  /// `gestureSession` fuzz target reaches, drawn from `random` so that a seeded generator checks
  /// the same ones on every run and every machine. A property test of a team's own scenes is
  /// one call per scene:
  ///
  /// ```swift
  /// import HapticTapeTesting
  /// import Testing
  ///
  /// @Test(arguments: SceneRegistry.builtIn.ids.indices)
  /// func randomSessionsHoldEveryInvariant(_ scene: Int) {
  ///   var random = SplitMix64(seed: 0x4150_5000 + UInt64(scene))
  ///   let check = GestureSessionInvariants.checkRandomSessions(
  ///     onScene: scene, registry: .builtIn, count: 40, using: &random)
  ///   if let failure = check.failure { Issue.record("\(failure)") }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - scene: The scene's index in `registry.ids`.
  ///   - registry: The scenes.
  ///   - count: How many sessions to draw.
  ///   - maximumLength: The longest byte string drawn after the scene's index (about six bytes a
  ///     step; 120 is about 20 steps).
  ///   - maximumShrinkAttempts: The most candidates ``FuzzInputShrinker`` tries on a failure
  ///     (fewer for scenes whose sessions take long).
  ///   - random: The generator the bytes come from.
  ///   - isIncluded: Whether to run a decoded session; the others count as ``RandomSessionCheck/leftOut``.
  /// - Returns: The counts, and the first failure shrunk. The sessions after a failure are not
  ///   drawn.
  public static func checkRandomSessions(
    onScene scene: Int, registry: SceneRegistry = .builtIn, count: Int,
    maximumLength: Int = 120, maximumShrinkAttempts: Int = FuzzInputShrinker.maximumAttempts,
    using random: inout some RandomNumberGenerator,
    including isIncluded: (FuzzGestureSession) -> Bool = { _ in true }
  ) -> RandomSessionCheck {
    var check = RandomSessionCheck()
    let longest = max(maximumLength, 8)
    for _ in 0..<max(count, 0) {
      let length = Int.random(in: 8...longest, using: &random)
      let bytes =
        [UInt8(truncatingIfNeeded: scene)]
        + (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
      let session = FuzzGestureSession(decoding: bytes, registry: registry)
      guard isIncluded(session) else {
        check.leftOut += 1
        continue
      }
      guard let problems = sessionProblems(of: bytes, registry: registry) else {
        check.refused += 1
        continue
      }
      guard let first = problems.first else {
        check.held += 1
        continue
      }
      let smallest = FuzzInputShrinker.shrink(bytes, maximumAttempts: maximumShrinkAttempts) {
        sessionProblems(of: $0, registry: registry)?.isEmpty == false
      }
      check.failure = RandomSessionFailure(
        bytes: smallest, session: FuzzGestureSession(decoding: smallest, registry: registry),
        problem: sessionProblems(of: smallest, registry: registry)?.first ?? first)
      return check
    }
    return check
  }

  /// The violations of the session `bytes` decode to, an error that stopped it as one, or `nil`
  /// when the scene refused its configuration or a command.
  private static func sessionProblems(of bytes: [UInt8], registry: SceneRegistry) -> [String]? {
    do {
      return try violations(
        of: FuzzGestureSession(decoding: bytes, registry: registry), registry: registry)
    } catch is SceneError {
      return nil
    } catch {
      return ["\(error)"]
    }
  }
}
