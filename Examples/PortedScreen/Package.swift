// swift-tools-version:6.2
import PackageDescription

// An iOS app's screen as its team wrote it, for iOS only: `#selector` target–action, an
// `@objc` delegate protocol with `optional` members, `@IBOutlet`s, `@IBInspectable`, `dynamic`
// and `#if os(iOS)` around its haptics. Its files (App/) are never edited: the HapticTapePort
// build plugin ports them into the `PortedScreen` target, which declares the screen for
// HapticTape. It uses HapticTape's public products only.
let package = Package(
  name: "PortedScreen",
  products: [
    .library(name: "PortedScreen", targets: ["PortedScreen"]),
    .executable(name: "ported-screen-tool", targets: ["ported-screen-tool"]),
  ],
  dependencies: [
    .package(name: "HapticTape", path: "../..")
  ],
  targets: [
    // The app's files, listed in haptictape-port.json, and the screen that hosts them.
    .target(
      name: "PortedScreen",
      dependencies: [
        .product(name: "HapticTapeUIKit", package: "HapticTape"),
        .product(name: "HapticTape", package: "HapticTape"),
      ],
      plugins: [.plugin(name: "HapticTapePort", package: "HapticTape")]),
    // `haptictape` with the screen added: `record`, `replay`, `report` and the studio take it.
    .executableTarget(
      name: "ported-screen-tool",
      dependencies: ["PortedScreen", .product(name: "HapticTapeCLI", package: "HapticTape")]),
    .testTarget(
      name: "PortedScreenTests",
      dependencies: [
        "PortedScreen",
        .product(name: "HapticTape", package: "HapticTape"),
        .product(name: "HapticTapeUIKit", package: "HapticTape"),
        .product(name: "HapticTapeTesting", package: "HapticTape"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
