// swift-tools-version:5.4
// 5.4, not newer, for the reason FuzzTesting/Package.swift gives (libFuzzer supplies `main`).
import PackageDescription

// The gesture-session fuzz target run on apps' UIKit and SwiftUI code hosted by HapticTape: the
// seed screens written in UIKit and in SwiftUI (Examples/UIKitSeeds). A package of its own so the readers' fuzz
// builds do not compile the UIKit surface and the example too. Build and run
// with `FuzzTesting/fuzz.sh uikitGestureSession` (FuzzTesting/README.md "Running").
let package = Package(
  name: "FuzzUIKitHost",
  dependencies: [
    .package(name: "HapticTape", path: "../.."),
    .package(name: "UIKitSeeds", path: "../../Examples/UIKitSeeds"),
  ],
  targets: [
    .executableTarget(
      name: "FuzzUIKitGestureSession",
      dependencies: [
        .product(name: "_HapticTapeFuzzEntryPoints", package: "HapticTape"),
        .product(name: "HapticTape", package: "HapticTape"),
        .product(name: "SeedScreensHosting", package: "UIKitSeeds"),
      ],
      // As in FuzzTesting/Package.swift: a debug build (CI's) reads each file named once.
      swiftSettings: [
        .unsafeFlags(["-parse-as-library"]), .define("FUZZ_REPLAY", .when(configuration: .debug)),
      ])
  ]
)
