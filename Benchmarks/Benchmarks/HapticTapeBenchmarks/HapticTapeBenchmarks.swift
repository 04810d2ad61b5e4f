import Benchmark

// Every HapticTape benchmark, run by `swift package --package-path Benchmarks benchmark`.
// Time on the shared 2-core build machine is noisy; instructions (where the kernel exposes the
// counter) and mallocs are the stable figures, so their thresholds are the tight ones.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [
      .wallClock, .cpuTotal, .instructions, .mallocCountTotal, .peakMemoryResident, .throughput,
    ],
    warmupIterations: 2,
    maxDuration: .seconds(2),
    maxIterations: 1_000,
    thresholds: [
      // Times: a shared machine swings by tens of percent between runs (ours).
      .wallClock: .init(relative: [.p50: 35]),
      .cpuTotal: .init(relative: [.p50: 35]),
      // Instructions repeat to well under 1 % run to run (ours, measured with callgrind).
      .instructions: .init(relative: [.p50: 3]),
      // Allocation counts are exact: any new allocation is a change to look at.
      .mallocCountTotal: .init(relative: [.p50: 2], absolute: [.p50: 10]),
      .peakMemoryResident: .init(relative: [.p50: 25]),
    ])
  replayBenchmarks()
  tapeBenchmarks()
  engineBenchmarks()
  layoutBenchmarks()
  hapticsBenchmarks()
  importBenchmarks()
  sweepBenchmarks()
  #if os(Linux)
    uikitReplayBenchmarks()
  #endif
}
