import HapticTape

/// The UIKit seed screens' tapes under `Examples/UIKitSeeds/Recordings`, each checked to replay
/// cleanly with `registry` (the example's hosted screens).
public enum UIKitSeedTapes {
  /// The tapes, sorted by path.
  public static func load(registry: SceneRegistry) -> [RecordedTape] {
    BenchmarkSessions.cleanTapes(under: "Examples/UIKitSeeds/Recordings", registry: registry)
      .map(\.tape)
  }
}
