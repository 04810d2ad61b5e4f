// swift-tools-version:6.2
import PackageDescription

// An app's package that guards the feel of its own screen with HapticTape: a list with
// pull-to-refresh, twice — modelled in HapticTape's scene API, and as the app's own UIKit code
// hosted headless — its tapes under Recordings/, tests through HapticTapeTesting and a command
// line tool through the HapticTapeCLI host. It uses HapticTape's public API only.
let package = Package(
  name: "PullToRefresh",
  products: [
    .library(name: "PullToRefresh", targets: ["PullToRefresh"]),
    .library(name: "InboxUIKit", targets: ["InboxUIKit"]),
    .library(name: "InboxHosting", targets: ["InboxHosting"]),
    .executable(name: "pull-to-refresh-tool", targets: ["pull-to-refresh-tool"]),
  ],
  dependencies: [
    .package(name: "HapticTape", path: "../..")
  ],
  targets: [
    // The screen, modelled headless.
    .target(
      name: "PullToRefresh", dependencies: [.product(name: "HapticTape", package: "HapticTape")]),
    // The same list as the app's UIKit code: a table view controller with UIKit's
    // UIRefreshControl and feedback generators. It imports UIKit only; Swift 5 language mode, as
    // the app's target is (its `DispatchQueue.main.asyncAfter { … }` is an error in Swift 6 mode
    // off the main actor, which Linux's UIKit classes are).
    .target(
      name: "InboxUIKit",
      dependencies: [.product(name: "HapticTapeUIKit", package: "HapticTape")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The UIKit list as a scene (a UIKitScreen conformance) taking the model's configuration.
    .target(
      name: "InboxHosting",
      dependencies: [
        "InboxUIKit", "PullToRefresh",
        .product(name: "HapticTape", package: "HapticTape"),
        .product(name: "HapticTapeUIKit", package: "HapticTape"),
      ]),
    // `haptictape` with this package's scenes added.
    .executableTarget(
      name: "pull-to-refresh-tool",
      dependencies: [
        "PullToRefresh", "InboxHosting", .product(name: "HapticTapeCLI", package: "HapticTape"),
      ]),
    .testTarget(
      name: "PullToRefreshTests",
      dependencies: [
        "PullToRefresh", "InboxUIKit", "InboxHosting", "pull-to-refresh-tool",
        .product(name: "HapticTapeTesting", package: "HapticTape"),
        .product(name: "HapticTapeUIKit", package: "HapticTape"),
        // The gesture-session generator and invariants the built-in scenes are fuzzed with (not
        // API, hence the underscore: it may change with any release).
        .product(name: "_HapticTapeFuzzEntryPoints", package: "HapticTape"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
