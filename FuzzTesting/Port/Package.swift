// swift-tools-version:5.4
// 5.4, not newer, as FuzzTesting/Package.swift says: libFuzzer supplies `main`.
import PackageDescription

// The build-time port's libFuzzer target (FuzzTesting/fuzz.sh port): any bytes, as one or two
// Swift files, must port without a trap and keep every line. A package of its own, so that the
// other fuzz targets do not build swift-syntax.
let package = Package(
  name: "FuzzPort",
  dependencies: [.package(name: "HapticTape", path: "../..")],
  targets: [
    .executableTarget(
      name: "FuzzPort",
      dependencies: [.product(name: "_HapticTapePort", package: "HapticTape")],
      swiftSettings: [
        .unsafeFlags(["-parse-as-library"]), .define("FUZZ_REPLAY", .when(configuration: .debug)),
      ])
  ]
)
