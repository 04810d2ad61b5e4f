import Scenes
import Tape

// MARK: - Replaying with a typed configuration

extension Session {
  /// Replays `tape` on `scene` created with `configuration` — the configuration the caller's code
  /// declares, in place of the overrides stored in the header — and compares the outputs with the
  /// recorded ones.
  ///
  /// A constant changed in `configuration` since the tape was recorded shows up as a divergence,
  /// as a changed default does.
  ///
  /// ```swift
  /// import SeedScenes
  ///
  /// let tape = try RecordedTape(contentsOf: "Recordings/cube/swipe-next.htape")
  /// var configuration = CubeScene.Configuration()
  /// configuration.tapZoneFraction = 0.3
  /// let verdict = try Session.replay(tape, on: CubeScene.self, configuration: configuration)
  /// verdict.report  // the divergences the changed constant causes, or nil
  /// ```
  /// - Throws: ``Scenes/SceneError`` when the tape was recorded on another scene, or the scene
  ///   rejects the configuration or a command.
  public static func replay<S: HapticScene>(
    _ tape: RecordedTape, on scene: S.Type, configuration: S.Configuration,
    tolerance: TraceTolerance = .default, replayer: Replayer = Replayer()
  ) throws -> Verdict {
    try replay(
      try configured(tape, on: scene, configuration: configuration), registry: [scene],
      tolerance: tolerance, replayer: replayer)
  }

  /// The tape's inputs with outputs replayed on `scene` created with `configuration`, and the
  /// header's overrides replaced by `configuration`'s.
  /// - Throws: ``Scenes/SceneError`` as ``replay(_:on:configuration:tolerance:replayer:)`` does.
  public static func rerecord<S: HapticScene>(
    _ tape: RecordedTape, on scene: S.Type, configuration: S.Configuration,
    replayer: Replayer = Replayer()
  ) throws -> Recording {
    try rerecord(
      try configured(tape, on: scene, configuration: configuration), registry: [scene],
      replayer: replayer)
  }

  /// `tape` with `configuration`'s overrides in its header, after checking it names `scene`.
  private static func configured<S: HapticScene>(
    _ tape: RecordedTape, on scene: S.Type, configuration: S.Configuration
  ) throws -> RecordedTape {
    guard tape.header.sceneID == S.id else {
      throw SceneError(
        .unknownScene,
        "the tape was recorded on the scene '\(tape.header.sceneID)', not on '\(S.id)' (\(S.self)); "
          + "replay it on the scene it names")
    }
    var configured = tape
    configured.header.sceneConfiguration = try SceneConfigurationJSON.overrides(of: configuration)
    return configured
  }
}
