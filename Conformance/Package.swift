// swift-tools-version:6.2
import PackageDescription

// Other projects' own XCTest suites, and the library files they test, run unchanged against
// HapticTape's headless UIKit surface. Each suite lives in Suites/<name>/ with its LICENSE,
// PROVENANCE.md (repository, tag, commit, every file's blob id) and PATCHES.md (each edit to a
// library file, with its reason). Nothing here is linked into a HapticTape product.

let uikit = Target.Dependency.product(name: "HapticTapeUIKit", package: "HapticTape")

/// On iOS `import XCTest` also makes UIKit visible (XCTest's headers import it), so a test file
/// may name `UIScrollView` with `import XCTest` only. This setting gives a Linux test target the
/// same: every file of the target imports UIKit implicitly.
let xctestSeesUIKit = SwiftSetting.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "UIKit"])

/// A vendored library: its authors' files, in Swift 5 language mode as they wrote them.
func library(_ name: String, path: String, exclude: [String] = []) -> Target {
  .target(
    name: name, dependencies: [uikit], path: path, exclude: exclude,
    swiftSettings: [.swiftLanguageMode(.v5)])
}

/// A vendored test suite, run by `swift test`.
func suite(_ name: String, testing library: String, path: String, exclude: [String] = []) -> Target {
  .testTarget(
    name: name, dependencies: [.target(name: library), uikit], path: path, exclude: exclude,
    swiftSettings: [.swiftLanguageMode(.v5), xctestSeesUIKit])
}

let package = Package(
  name: "Conformance",
  dependencies: [
    .package(name: "HapticTape", path: "..")
  ],
  targets: [
    // rechsteiner/Parchment v4.0.0: its SwiftUI files wait for a SwiftUI surface.
    library(
      "Parchment", path: "Suites/Parchment/Parchment",
      exclude: [
        "Classes/PageViewCoordinator.swift", "Classes/PagingHostingIndicatorView.swift",
        "Protocols/PagingIndicatorStyle.swift", "Structs/Page.swift",
        "Structs/PageContentConfiguration.swift", "Structs/PageItem.swift",
        "Structs/PageItemBuilder.swift", "Structs/PageItemCell.swift", "Structs/PageView.swift",
        "Structs/PagingControllerRepresentableView.swift",
      ]),
    // UIColorInterpolationTests loads an image from the suite's asset catalog, which only
    // Xcode compiles.
    suite(
      "ParchmentTests", testing: "Parchment", path: "Suites/Parchment/ParchmentTests",
      exclude: ["UIColorInterpolationTests.swift"]),
    // zenangst/Blueprints 0.13.2: the shared and iOS+tvOS folders (the macOS ones are AppKit).
    library("Blueprints", path: "Suites/Blueprints/Sources"),
    // PeformanceTests subclasses layouts whose required convenience initializers reach a
    // private designated one; without `@objc` Swift cannot inherit them into the subclass.
    suite(
      "BlueprintsTests", testing: "Blueprints", path: "Suites/Blueprints/Tests",
      exclude: ["Shared/PeformanceTests.swift"]),
    // uias/Pageboy 4.2.0 (5.x's types are @MainActor, as UIKit's are on iOS; the surface's are
    // not yet).
    library("Pageboy", path: "Suites/Pageboy/Sources/Pageboy"),
    suite("PageboyTests", testing: "Pageboy", path: "Suites/Pageboy/Sources/PageboyTests"),
    // zenangst/Family 2.2.3: the shared, UIKit and iOS folders. Its signpost helper needs Apple's
    // `os` module and nothing in the library uses it.
    library(
      "Family", path: "Suites/Family/Sources", exclude: ["Shared/OSSignpostController.swift"]),
    suite("FamilyTests", testing: "Family", path: "Suites/Family/Tests"),
    // airbnb/MagazineLayout v1.7.0.
    library("MagazineLayout", path: "Suites/MagazineLayout/MagazineLayout"),
    suite("MagazineLayoutTests", testing: "MagazineLayout", path: "Suites/MagazineLayout/Tests"),
  ],
  swiftLanguageModes: [.v6]
)
