import Foundation
import HapticTape

/// The UIKit seed screens' tapes under `Examples/UIKitSeeds/Recordings`, each checked to replay
/// cleanly with `registry` (the example's hosted screens).
public enum UIKitSeedTapes {
  /// The tapes, sorted by path.
  public static func load(registry: SceneRegistry) -> [RecordedTape] {
    let root = BenchmarkSessions.packageRoot.appendingPathComponent("Examples/UIKitSeeds/Recordings")
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".htape") { paths.append(path) }
    }
    return paths.sorted().compactMap { path in
      guard let tape = try? TapeReader.read(contentsOf: root.appendingPathComponent(path).path),
        let verdict = try? Session.replay(tape, registry: registry), verdict.report == nil
      else {
        print("\(path): does not replay cleanly with the UIKit seed screens")
        return nil
      }
      return tape
    }
  }
}
