import Benchmark
import BenchmarkFixtures
import HapticTape
import SeedScenes

/// Replay of the goldens under `Recordings/`, per scene: the scene alone (`Session.stepScene`,
/// the scene stepped on the frame clock) and the whole `Session.replay` (scene, quantized trace
/// and comparison). One iteration replays every golden of the scene once; the name gives the
/// recorded seconds, so × real time = seconds ÷ the time per iteration.
/// Bars (CONTRIBUTING.md, "Benchmarks and quality bars"): full replay ≥ 20,000× real time per
/// scene, scene alone ≥ 50,000×.
func replayBenchmarks() {
  let goldens = BenchmarkSessions.goldens()
  var scenes: [String: [RecordedTape]] = [:]
  for golden in goldens { scenes[golden.tape.header.sceneID, default: []].append(golden.tape) }
  for id in scenes.keys.sorted() {
    guard let tapes = scenes[id], let seconds = try? recordedSeconds(tapes) else { continue }
    let label = "\(id) (\(tapes.count) tapes, \(String(format3(seconds))) s)"
    Benchmark("Replay/scene alone/\(label)") { benchmark in
      for tape in tapes { blackHole(try? Session.stepScene(tape, registry: .builtIn)) }
    }
    Benchmark("Replay/full/\(label)") { benchmark in
      for tape in tapes { blackHole(try? Session.replay(tape, registry: .builtIn)) }
    }
  }
  Benchmark("Replay/corpus, read and replay (\(goldens.count) tapes)") { benchmark in
    for golden in goldens {
      let path = BenchmarkSessions.packageRoot.appendingPathComponent("Recordings/" + golden.path).path
      guard let tape = try? TapeReader.read(contentsOf: path) else { continue }
      blackHole(try? Session.replay(tape, registry: .builtIn))
    }
  }
}

/// The summed duration of `tapes` in seconds, as `Session.replay` reports it.
func recordedSeconds(_ tapes: [RecordedTape]) throws -> Double {
  try tapes.reduce(0) { $0 + (try Session.replay($1, registry: .builtIn)).duration.seconds }
}

/// `value` with three decimals, without Foundation.
func format3(_ value: Double) -> Double {
  (value * 1_000).rounded() / 1_000
}
