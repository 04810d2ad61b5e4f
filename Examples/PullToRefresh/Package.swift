// swift-tools-version:6.2
import PackageDescription

// An app's package that guards the feel of its own screen with HapticTape: a list with
// pull-to-refresh, its tapes under Recordings/, tests through HapticTapeTesting and a command
// line tool through the HapticTapeCLI host. It uses HapticTape's public API only.
let package = Package(
  name: "PullToRefresh",
  products: [
    .library(name: "PullToRefresh", targets: ["PullToRefresh"]),
    .executable(name: "pull-to-refresh-tool", targets: ["pull-to-refresh-tool"]),
  ],
  dependencies: [
    .package(name: "HapticTape", path: "../..")
  ],
  targets: [
    // The screen, modelled headless.
    .target(
      name: "PullToRefresh", dependencies: [.product(name: "HapticTape", package: "HapticTape")]),
    // `haptictape` with this package's scene added.
    .executableTarget(
      name: "pull-to-refresh-tool",
      dependencies: ["PullToRefresh", .product(name: "HapticTapeCLI", package: "HapticTape")]),
    .testTarget(
      name: "PullToRefreshTests",
      dependencies: [
        "PullToRefresh", "pull-to-refresh-tool",
        .product(name: "HapticTapeTesting", package: "HapticTape"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
