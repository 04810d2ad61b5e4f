// swift-tools-version:6.2
import PackageDescription

// The five seed screens written as an iOS engineer writes them, in UIKit, from the articles
// HapticTape's built-in scenes model: the app's files (App/) import UIKit and CoreHaptics only,
// use `#selector` and `@objc` as on iOS, and compile unchanged against HapticTape's headless
// surface (Linux) through the HapticTapePort build plugin. A hosting target declares
// them as scenes; the tests record them from the built-in scenes' gesture scripts and check the
// two agree. It uses HapticTape's public products only.
let package = Package(
  name: "UIKitSeeds",
  products: [
    .library(name: "SeedScreensUIKit", targets: ["SeedScreensUIKit"]),
    .library(name: "PizzaHalvesUIKit", targets: ["PizzaHalvesUIKit"]),
    .library(name: "SeedScreensSwiftUI", targets: ["SeedScreensSwiftUI"]),
    .library(name: "SeedScreensHosting", targets: ["SeedScreensHosting"]),
    .executable(name: "uikit-seeds-tool", targets: ["uikit-seeds-tool"]),
  ],
  dependencies: [
    .package(name: "HapticTape", path: "../..")
  ],
  targets: [
    // The app's code (App/SeedScreens): UIKit view controllers, layouts, cells and haptic calls,
    // ported at build time.
    .target(
      name: "SeedScreensUIKit",
      dependencies: [.product(name: "HapticTapeUIKit", package: "HapticTape")],
      plugins: [.plugin(name: "HapticTapePort", package: "HapticTape")]),
    // Seed 000's app code, in Swift 5 language mode as the article's is: its
    // `DispatchQueue.main.async { self… }` compiles unchanged there and runs on the virtual clock
    // (in Swift 6 mode it is a data-race error against non-Sendable views).
    .target(
      name: "PizzaHalvesUIKit",
      dependencies: [.product(name: "HapticTapeUIKit", package: "HapticTape")],
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: [.plugin(name: "HapticTapePort", package: "HapticTape")]),
    // Seed screens as SwiftUI views (App/SwiftUISeedScreens), as a team writes them for iOS 17.
    .target(
      name: "SeedScreensSwiftUI",
      dependencies: [.product(name: "HapticTapeSwiftUI", package: "HapticTape")],
      plugins: [.plugin(name: "HapticTapePort", package: "HapticTape")]),
    // The screens as HapticTape scenes (UIKitScreen and SwiftUIScreen conformances).
    .target(
      name: "SeedScreensHosting",
      dependencies: [
        "SeedScreensUIKit", "PizzaHalvesUIKit", "SeedScreensSwiftUI",
        .product(name: "HapticTapeUIKit", package: "HapticTape"),
        .product(name: "HapticTapeSwiftUI", package: "HapticTape"),
        .product(name: "HapticTape", package: "HapticTape"),
        // The built-in scenes' configuration types, so both versions take one configuration.
        .product(name: "HapticTapeSeedScenes", package: "HapticTape"),
      ]),
    // `haptictape` with the hosted screens added, the studio included.
    .executableTarget(
      name: "uikit-seeds-tool",
      dependencies: [
        "SeedScreensHosting", .product(name: "HapticTapeCLI", package: "HapticTape"),
        .product(name: "HapticTapeStudioCommand", package: "HapticTape"),
      ]),
    .testTarget(
      name: "SeedScreensUIKitTests",
      dependencies: [
        "SeedScreensUIKit", "SeedScreensHosting", "PizzaHalvesUIKit", "SeedScreensSwiftUI",
        .product(name: "HapticTapeUIKit", package: "HapticTape"),
        .product(name: "HapticTapeSwiftUI", package: "HapticTape"),
        .product(name: "HapticTapeTesting", package: "HapticTape"),
        .product(name: "HapticTapeSeedScenes", package: "HapticTape"),
        // The gesture-session generator and invariants the built-in scenes are fuzzed with (not
        // API, hence the underscore: it may change with any release).
        .product(name: "_HapticTapeFuzzEntryPoints", package: "HapticTape"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
