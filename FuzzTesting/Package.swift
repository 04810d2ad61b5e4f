// swift-tools-version:5.4
// 5.4, not newer: from 5.5 SwiftPM renames an executable's entry point to `<target>_main` on
// Linux, which a target built with -parse-as-library (libFuzzer supplies `main`) does not have.
import PackageDescription

// libFuzzer targets, one per reader of outside input. Build (FuzzTesting/README.md "Building"):
//   swift build -c release --package-path FuzzTesting \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
// Each target's body is HapticTapeFuzzEntryPoints.FuzzEntryPoints.run, which the main package's
// FuzzRegressionTests also call on the kept corpus.

/// The fuzz targets: executable name and the FuzzTarget case it runs.
let fuzzTargets = [
  "FuzzTapeReader",
  "FuzzTapeChunkPayload",
  "FuzzTapeJSONLines",
  "FuzzAHAP",
  "FuzzHapticJSONLines",
  "FuzzGestureScript",
  "FuzzSceneConfiguration",
  "FuzzGetevent",
  "FuzzCSV",
  "FuzzFlutter",
  "FuzzTouchJSONLines",
  "FuzzStudioMessages",
  "FuzzGestureSession",
]

let package = Package(
  name: "FuzzTesting",
  dependencies: [.package(name: "HapticTape", path: "..")],
  targets: fuzzTargets.map { name in
    .executableTarget(
      name: name,
      dependencies: [
        .product(name: "_HapticTapeFuzzEntryPoints", package: "HapticTape"), "FuzzCommon",
      ],
      // A debug build (CI's) gets a `main` that reads each file named on its command line once,
      // instead of libFuzzer's; it needs no sanitizer, so it reuses a debug build of HapticTape.
      swiftSettings: [
        .unsafeFlags(["-parse-as-library"]), .define("FUZZ_REPLAY", .when(configuration: .debug)),
      ])
  } + [
    .target(
      name: "FuzzCommon",
      dependencies: [.product(name: "_HapticTapeFuzzEntryPoints", package: "HapticTape")])
  ]
)
