// swift-tools-version:6.2
import PackageDescription

// Benchmarks live in their own package so `swift test` never builds or times them.
// Run every benchmark (wall clock, CPU, instructions where the machine counts them, mallocs,
// peak memory): swift package --package-path Benchmarks benchmark
// The size table (bytes per sample beside gzip/xz/zstd) is a plain report:
// swift run -c release --package-path Benchmarks haptictape-size-report
/// The UIKit seed screens (Examples/UIKitSeeds) exist on Linux only, as the UIKit surface does.
#if os(Linux)
  let uikitSeeds: [Package.Dependency] = [.package(name: "UIKitSeeds", path: "../Examples/UIKitSeeds")]
  let uikitHosting: [Target.Dependency] = [.product(name: "SeedScreensHosting", package: "UIKitSeeds")]
#else
  let uikitSeeds: [Package.Dependency] = []
  let uikitHosting: [Target.Dependency] = []
#endif

let package = Package(
  name: "HapticTapeBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "HapticTape", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ] + uikitSeeds,
  targets: [
    // The package-benchmark suite: `swift package benchmark` discovers it under Benchmarks/.
    .executableTarget(
      name: "HapticTapeBenchmarks",
      dependencies: [
        .product(name: "HapticTape", package: "HapticTape"),
        .product(name: "HapticTapeSeedScenes", package: "HapticTape"),
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkFixtures",
      ] + uikitHosting,
      path: "Benchmarks/HapticTapeBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    // Generated sessions (the model of docs/tape-compression.md, "Benchmark sessions") and the
    // golden corpus, shared by both executables.
    .target(
      name: "BenchmarkFixtures", dependencies: [.product(name: "HapticTape", package: "HapticTape"),
        .product(name: "HapticTapeSeedScenes", package: "HapticTape")],
      path: "Sources/BenchmarkFixtures"),
    // A fixed workload for callgrind (profile-instructions counts its instructions).
    .executableTarget(
      name: "haptictape-profile",
      dependencies: [.product(name: "HapticTape", package: "HapticTape"),
        .product(name: "HapticTapeSeedScenes", package: "HapticTape"), "BenchmarkFixtures"]
        + uikitHosting,
      path: "Sources/haptictape-profile"),
    // The size table: .htape bytes per touch sample against JSON Lines and gzip/xz/zstd.
    .executableTarget(
      name: "haptictape-size-report",
      dependencies: [.product(name: "HapticTape", package: "HapticTape"),
        .product(name: "HapticTapeSeedScenes", package: "HapticTape"), "BenchmarkFixtures"],
      path: "Sources/haptictape-size-report"),
  ],
  swiftLanguageModes: [.v6]
)
