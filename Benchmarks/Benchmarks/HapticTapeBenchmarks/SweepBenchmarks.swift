import Benchmark
import BenchmarkFixtures
import HapticTape

/// Feel sweeps over the 222 sessions of `Corpus/secret-offer/pulls`.
///
/// `FeelSweep.run` is what `haptictape sweep` runs after reading the corpus. The speed entries
/// give the session-seconds one iteration sweeps in their name, so session-seconds per
/// CPU-second = that ÷ the CPU time per iteration. The memory entries sweep 100 and 10,000 sessions (the corpus repeated in memory,
/// the repeats sharing their inputs) at one point: peak memory and mallocs compare what the
/// sweep keeps per session. Bars (CONTRIBUTING.md, "Benchmarks and quality bars"): ≥ 1 M
/// session-seconds per CPU-second, 1 → 2 workers ≥ 1.8×, 10,000 sessions within 2× of 100.
func sweepBenchmarks() {
  let (sessions, seconds) = SweepCorpusSessions.secretOfferPulls()
  guard !sessions.isEmpty, let sweep = SweepCorpusSessions.secretOfferSweep() else {
    print("Corpus/secret-offer/pulls: no sessions; the sweep benchmarks are left out")
    return
  }
  let points = sweep.grid.pointCount
  let sessionSeconds = Int((seconds * Double(points)).rounded())
  for workers in [1, 2] {
    let label =
      "\(points) points × \(sessions.count) sessions, \(sessionSeconds) session-s, "
      + "\(workers) worker\(workers == 1 ? "" : "s")"
    Benchmark(
      "Sweep/secret-offer pulls (\(label))",
      configuration: .init(warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 20)
    ) { benchmark in
      blackHole(await sweep.run(sessions, workers: workers))
    }
  }
  guard
    let onePoint = try? FeelSweep(
      sceneID: "secret-offer", vary: ["openProgress=0.65"], registry: .builtIn)
  else { return }
  for count in [100, 10_000] {
    Benchmark(
      "Sweep/memory (1 point × \(count) sessions, 1 worker)",
      configuration: .init(
        metrics: [
          .wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident,
          .peakMemoryResidentDelta,
        ],
        warmupIterations: 0, maxDuration: .seconds(1), maxIterations: 3)
    ) { benchmark in
      let corpus = SweepCorpusSessions.repeated(sessions, count: count)
      blackHole(await onePoint.run(corpus, workers: 1))
    }
  }
}
