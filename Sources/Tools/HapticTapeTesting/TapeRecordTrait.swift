import Replay
import Testing

/// A trait that sets the record mode of ``expectReplay(of:on:configuration:device:tolerance:record:fileID:filePath:line:column:)``
/// for a test or for every test in a suite, as swift-snapshot-testing's `.snapshots(record:)`.
///
/// ```swift
/// import HapticTapeTesting
/// import SeedScenes
/// import Testing
///
/// @Suite(.tapes(record: .failed))
/// struct CubeTapeTests {
///   @Test func tapsDuringDeceleration() {
///     expectReplay(of: "Recordings/cube/taps-during-deceleration.htape", on: CubeScene.self)
///   }
/// }
/// ```
///
/// A mode passed to the call itself wins over the trait; the trait wins over the
/// `HAPTICTAPE_RECORD` environment variable.
public struct TapeRecordTrait: SuiteTrait, TestTrait, TestScoping {
  /// The record mode inside the trait's scope.
  public var mode: RecordMode

  /// Creates the trait.
  public init(mode: RecordMode) {
    self.mode = mode
  }

  /// `true`: a suite's trait applies to every test in it.
  public var isRecursive: Bool { true }

  /// Runs `function` with ``mode`` as the record mode.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await TapeRecording.$mode.withValue(mode) {
      try await function()
    }
  }
}

// MARK: - Spelling the trait

extension Trait where Self == TapeRecordTrait {
  /// Sets the record mode of the tapes a test or suite checks.
  ///
  /// ```swift
  /// import SeedScenes
  /// import Testing
  ///
  /// @Test(.tapes(record: .all)) func swipeBackBounces() {
  ///   expectReplay(of: "Recordings/cube/swipe-back-at-first-bounces.htape", on: CubeScene.self)
  /// }
  /// ```
  public static func tapes(record mode: RecordMode) -> Self {
    TapeRecordTrait(mode: mode)
  }
}
