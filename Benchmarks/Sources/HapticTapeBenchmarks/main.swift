// Each suite registers itself here; names are run in the order given on the command line,
// or all in this order when none is given.
let suites: [BenchmarkSuite] = [
  layoutBenchmark,
  ahapBenchmark,
  gestureScriptBenchmark,
  replayBenchmark,
  physicsBenchmark,
  TapeBenchmark.suite,
  TapeBenchmark.speedSuite,
  TapeBenchmark.decodeSuite,
  importBenchmark,
]

let requested = Array(CommandLine.arguments.dropFirst())
if requested.contains("--help") || requested.contains("-h") {
  print("usage: haptictape-benchmarks [SUITE…]\n")
  for suite in suites { print("  \(suite.name)\t\(suite.summary)") }
} else {
  let selected =
    requested.isEmpty ? suites : requested.compactMap { name in suites.first { $0.name == name } }
  for suite in selected {
    print("== \(suite.name): \(suite.summary)")
    suite.run()
    print()
  }
}
