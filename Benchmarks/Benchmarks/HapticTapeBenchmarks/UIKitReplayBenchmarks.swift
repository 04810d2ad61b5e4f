#if os(Linux)
  import Benchmark
  import BenchmarkFixtures
  import Foundation
  import HapticTape
  import SeedScreensHosting

  /// Replay of the UIKit seed screens' tapes (`Examples/UIKitSeeds/Recordings`): the app's own
  /// UIKit code (views, layouts, delegates, property animators, Core Haptics calls) hosted on the
  /// calibrated engine. One iteration replays every tape of the screen once; × real time =
  /// recorded seconds ÷ time per iteration. Bar (CONTRIBUTING.md, "Benchmarks and quality
  /// bars"): ≥ 10,000× real time, beside the built-in scenes' figures ("Replay/scene alone/…").
  func uikitReplayBenchmarks() {
    let registry = SceneRegistry(SeedScreensRegistry.screens)
    var scenes: [String: [RecordedTape]] = [:]
    for tape in UIKitSeedTapes.load(registry: registry) {
      scenes[tape.header.sceneID, default: []].append(tape)
    }
    for id in scenes.keys.sorted() {
      guard let tapes = scenes[id] else { continue }
      let seconds = tapes.reduce(0.0) {
        $0 + ((try? Session.replay($1, registry: registry))?.duration.seconds ?? 0)
      }
      let label = "\(id) (\(tapes.count) tapes, \(format3(seconds)) s)"
      Benchmark("Replay/UIKit-hosted scene alone/\(label)") { _ in
        for tape in tapes { blackHole(try? Session.stepScene(tape, registry: registry)) }
      }
      Benchmark("Replay/UIKit-hosted full/\(label)") { _ in
        for tape in tapes { blackHole(try? Session.replay(tape, registry: registry)) }
      }
    }
  }
#endif
