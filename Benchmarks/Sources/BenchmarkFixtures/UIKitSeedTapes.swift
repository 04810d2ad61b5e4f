import HapticTape

/// The UIKit seed screens' tapes under `Examples/UIKitSeeds/Recordings`, each checked to replay
/// cleanly with `registry` (the example's hosted screens).
public enum UIKitSeedTapes {
  /// The tapes, sorted by path.
  ///
  /// Every screen's, or only those of the screen `sceneID` names (its folder), so that profiling
  /// one screen does not first replay all the others. With `checked` false the tapes are only
  /// read, not replayed.
  public static func load(registry: SceneRegistry, sceneID: String? = nil, checked: Bool = true)
    -> [RecordedTape]
  {
    let folder = "Examples/UIKitSeeds/Recordings" + (sceneID.map { "/" + $0 } ?? "")
    return BenchmarkSessions.cleanTapes(under: folder, registry: registry, checked: checked)
      .map(\.tape)
  }
}
