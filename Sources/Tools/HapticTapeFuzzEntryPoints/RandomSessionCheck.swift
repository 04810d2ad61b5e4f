/// What ``GestureSessionInvariants/checkRandomSessions(onScene:registry:count:maximumLength:maximumShrinkAttempts:using:including:)``
/// found: how many sessions held every invariant, how many the scene refused or the filter left
/// out, and the first that broke one.
///
/// ```swift
/// import HapticTapeTesting
/// import Testing
///
/// @Test func randomSessionsOnTheCubeHoldEveryInvariant() {
///   var random = SplitMix64(seed: 7)
///   let check = GestureSessionInvariants.checkRandomSessions(
///     onScene: 1, registry: .builtIn, count: 40, using: &random)
///   if let failure = check.failure { Issue.record("\(failure)") }
/// }
/// ```
public struct RandomSessionCheck: Sendable {
  /// Sessions that ran and held every invariant.
  public var held = 0
  /// Sessions the scene refused with a `SceneError` (a configuration or a command it does not
  /// take): a typed refusal, not a violation.
  public var refused = 0
  /// Sessions the filter left out before they ran.
  public var leftOut = 0
  /// The first session that broke an invariant, shrunk.
  ///
  /// `nil` when none did; the check stops at the first.
  public var failure: RandomSessionFailure?

  /// An empty check.
  public init() {}
}
