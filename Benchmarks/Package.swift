// swift-tools-version:6.2
import PackageDescription

// Benchmarks live in their own package so `swift test` never builds or times them.
// Run: swift run -c release --package-path Benchmarks haptictape-benchmarks [SUITE…]
let package = Package(
  name: "HapticTapeBenchmarks",
  dependencies: [
    .package(name: "HapticTape", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "haptictape-benchmarks",
      dependencies: [.product(name: "HapticTape", package: "HapticTape"), "AllocationCounter"],
      path: "Sources/HapticTapeBenchmarks"),
    // Counts heap allocations, to check that appending to a tape allocates nothing per event.
    .target(name: "AllocationCounter", path: "Sources/AllocationCounter"),
  ],
  swiftLanguageModes: [.v6]
)
