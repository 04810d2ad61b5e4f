// swift-tools-version:6.2
import CompilerPluginSupport
import PackageDescription

/// Upcoming features every non-system target enables (house style).
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// The UIKit surface's product (see the end of this file): Linux only.
#if os(Linux)
  let uikitSurfaceProducts: [Product] = [
    .library(
      name: "HapticTapeUIKit",
      targets: [
        "HapticTapeUIKit", "UIKit", "QuartzCore", "CoreGraphics", "CoreHaptics",
        "HeadlessLogging",
      ]),
    .library(
      name: "HapticTapeSwiftUI",
      targets: [
        "HapticTapeSwiftUI", "SwiftUI", "Combine", "HapticTapeUIKit", "UIKit", "QuartzCore",
        "CoreGraphics", "CoreHaptics", "HeadlessLogging",
      ]),
  ]
#else
  let uikitSurfaceProducts: [Product] = []
#endif

let package = Package(
  name: "HapticTape",
  products: [
    .library(name: "HapticTape", targets: ["HapticTape"]),
    .library(name: "HapticTapeCLI", targets: ["HapticTapeCLI"]),
    .library(name: "HapticTapeTesting", targets: ["HapticTapeTesting"]),
    .library(name: "HapticTapeSeedScenes", targets: ["SeedScenes"]),
    .library(name: "HapticTapeExport", targets: ["HapticExport"]),
    .library(name: "HapticTapeReport", targets: ["HapticTapeReport"]),
    .library(name: "HapticTapeStudio", targets: ["HapticTapeStudio"]),
    .library(name: "HapticTapeStudioCommand", targets: ["HapticTapeStudioCommand"]),
    // Not API: a product only so that FuzzTesting/ and the examples' random-session tests can
    // link it (the leading underscore, as in `_Concurrency`). It changes with any release.
    .library(name: "_HapticTapeFuzzEntryPoints", targets: ["HapticTapeFuzzEntryPoints"]),
    // Not API either: the port's library, for its fuzz target (FuzzTesting/Port).
    .library(name: "_HapticTapePort", targets: ["UIKitPort"]),
    .executable(name: "haptictape", targets: ["haptictape"]),
    // The build-time port: a Linux test package applies it to a target whose
    // `haptictape-port.json` lists the app's own files.
    .plugin(name: "HapticTapePort", targets: ["HapticTapePort"]),
  ] + uikitSurfaceProducts,
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    // `swift package generate-documentation`: the DocC catalogs, built in CI.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // The build-time port parses and rewrites the app's files with the compiler's own parser.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    // `ObservableObject`, `@Published` and the publishers an app's view models use, for the
    // SwiftUI surface: Combine's API, maintained as its own project.
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // Geometry, transforms and time. No Foundation.
    .target(name: "TouchCore", path: "Sources/Core/TouchCore", swiftSettings: strictSettings),
    // One JSON parser (positions on every value), writer and Codable bridge for the readers
    // above it. No Foundation.
    .target(name: "JSONCore", path: "Sources/Core/JSONCore", swiftSettings: strictSettings),
    // The touch data model tapes, importers and scenes share: touch samples, touch ids and
    // phases, scene commands, device profiles. No Foundation.
    .target(
      name: "TouchModel", dependencies: ["TouchCore"], path: "Sources/Core/TouchModel",
      swiftSettings: strictSettings),
    // Velocity trackers, pan and tap recognizers, the gesture-script language and its renderer.
    .target(
      name: "TouchInput", dependencies: ["TouchCore", "TouchModel"],
      path: "Sources/Input/TouchInput",
      swiftSettings: strictSettings),
    // Every device touch-log importer (getevent, CSV, Flutter PointerData, JSON Lines touches) and
    // the TouchLog model they read into. No Foundation.
    .target(
      name: "TouchImport", dependencies: ["TouchCore", "TouchModel", "JSONCore"],
      path: "Sources/Input/TouchImport", swiftSettings: strictSettings),
    // Simulations as pure functions of time.
    .target(
      name: "ScrollPhysics",
      path: "Sources/Engine/ScrollPhysics", swiftSettings: strictSettings),
    // The UIScrollView model.
    .target(
      name: "ScrollEngine",
      dependencies: ["TouchCore", "TouchInput", "TouchModel", "ScrollPhysics"],
      path: "Sources/Engine/ScrollEngine", swiftSettings: strictSettings),
    // UICollectionViewLayout model and the seed layouts.
    .target(
      name: "CollectionLayout", dependencies: ["TouchCore"],
      path: "Sources/Engine/CollectionLayout", swiftSettings: strictSettings),
    // Haptic descriptors, timelines, AHAP.
    .target(
      name: "Haptics", dependencies: ["JSONCore"], path: "Sources/Haptics/Haptics",
      swiftSettings: strictSettings),
    // Haptic timelines as Android vibration effects and web vibration patterns. No Foundation.
    .target(
      name: "HapticExport", dependencies: ["Haptics", "JSONCore"],
      path: "Sources/Haptics/HapticExport", swiftSettings: strictSettings),
    // The scene framework: the HapticScene protocol, collection views, the registry.
    .target(
      name: "Scenes",
      dependencies: [
        "TouchCore", "TouchInput", "TouchModel", "ScrollEngine", "CollectionLayout", "Haptics",
      ],
      path: "Sources/Scenes/Scenes", swiftSettings: strictSettings),
    // The five seed scenes, a product of their own so an app's tests link the framework without
    // them (the command line, the studio and the examples register them).
    .target(
      name: "SeedScenes",
      dependencies: [
        "TouchCore", "TouchInput", "TouchModel", "ScrollEngine", "CollectionLayout", "Haptics",
        "Scenes",
      ],
      path: "Sources/Scenes/SeedScenes", swiftSettings: strictSettings),
    // zlib, the system library.
    .systemLibrary(
      name: "CZlib", path: "Sources/Core/CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]),
    // The .htape format.
    .target(
      name: "Tape", dependencies: ["TouchCore", "TouchModel", "JSONCore", "CZlib"],
      path: "Sources/Tape/Tape", swiftSettings: strictSettings),
    // Replayer, trace, comparison.
    .target(
      name: "Replay",
      dependencies: [
        "TouchCore", "TouchInput", "TouchModel", "JSONCore", "ScrollEngine", "CollectionLayout",
        "Haptics", "Scenes", "Tape",
      ],
      path: "Sources/Replay/Replay", swiftSettings: strictSettings),
    // Feel sweeps: a corpus of sessions replayed over a grid of configurations, the share that
    // reaches an outcome per point (`haptictape sweep`, the sweep report).
    .target(
      name: "FeelSweeps",
      dependencies: [
        "Replay", "TouchCore", "TouchInput", "TouchModel", "JSONCore", "Haptics", "Scenes", "Tape",
      ],
      path: "Sources/Replay/FeelSweeps", swiftSettings: strictSettings),
    // Umbrella library.
    .target(
      name: "HapticTape",
      dependencies: [
        "TouchCore", "TouchInput", "TouchModel", "TouchImport", "ScrollPhysics", "ScrollEngine",
        "CollectionLayout", "Haptics", "Scenes", "Tape", "Replay", "FeelSweeps",
      ],
      path: "Sources/Library/HapticTape", swiftSettings: strictSettings),
    // Self-contained HTML timeline reports of tapes and replays (not part of the core library).
    .target(
      name: "HapticTapeReport",
      dependencies: [
        "TouchCore", "TouchModel", "JSONCore", "Scenes", "Tape", "Replay", "FeelSweeps", "Haptics",
        "HapticExport",
      ],
      // The script is a .js file for linters, compiled into the module so pages stay one file.
      path: "Sources/Tools/HapticTapeReport", resources: [.embedInCode("Resources/report.js")],
      swiftSettings: strictSettings),
    // The live browser recorder and player (an HTTP and WebSocket server; not part of the core library).
    .target(
      name: "HapticTapeStudio",
      dependencies: [
        "TouchCore", "TouchInput", "TouchModel", "TouchImport", "JSONCore", "Scenes", "Tape",
        "Replay", "HapticTapeReport",
        .product(name: "FlyingFox", package: "FlyingFox"),
        // The studio reads its own sockets (StudioConnection) to limit requests before buffering.
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ],
      path: "Sources/Tools/HapticTapeStudio", resources: [.embedInCode("Resources/studio.js")],
      swiftSettings: strictSettings),
    // The command tree as a library, so an app can host it with its own scenes: parses and prints.
    // Every command but `studio`, so a tool links no web server unless it adds the studio.
    .target(
      name: "HapticTapeCLI",
      dependencies: [
        "HapticTape", "JSONCore", "SeedScenes", "HapticTapeReport",
        "HapticExport", "CollectionLayout", "Haptics", "Replay", "ScrollEngine", "ScrollPhysics",
        "Tape", "TouchCore", "TouchModel", "TouchImport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/Tools/HapticTapeCLI", swiftSettings: strictSettings),
    // The `studio` command, a product of its own: a tool that adds it to the command tree links
    // the studio's HTTP and WebSocket server.
    .target(
      name: "HapticTapeStudioCommand",
      dependencies: [
        "HapticTapeCLI", "HapticTapeStudio",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/Tools/HapticTapeStudioCommand", swiftSettings: strictSettings),
    // The `haptictape` executable: a host of the command tree, the studio included.
    .executableTarget(
      name: "haptictape",
      dependencies: ["HapticTapeCLI", "HapticTapeStudioCommand", "SeedScenes"],
      path: "Sources/Tools/haptictape", swiftSettings: strictSettings),
    // The Swift Testing helpers an app's tests use: expectReplay, record modes, seeded random.
    .target(
      name: "HapticTapeTesting",
      dependencies: [
        "HapticTape", "Replay", "Scenes", "Tape", "TouchCore", "TouchInput", "TouchModel",
      ],
      path: "Sources/Tools/HapticTapeTesting", swiftSettings: strictSettings),
    // One reader per fuzz target, shared by FuzzTesting/ and the regression corpus test. Not API:
    // its product is `_HapticTapeFuzzEntryPoints`, for FuzzTesting/ and the examples' tests.
    .target(
      name: "HapticTapeFuzzEntryPoints",
      dependencies: ["HapticTape", "SeedScenes", "HapticTapeStudio", "Tape"],
      path: "Sources/Tools/HapticTapeFuzzEntryPoints", swiftSettings: strictSettings),
    // The build-time port: an app's iOS source as Swift on Linux compiles it (`#selector`,
    // `@objc`, optional protocol members, `#if os(iOS)`), line for line.
    .target(
      name: "UIKitPort",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      path: "Sources/Tools/UIKitPort", swiftSettings: strictSettings),
    // The port's command, run by the plugin: app files in, ported copies out.
    .executableTarget(
      name: "haptictape-port", dependencies: ["UIKitPort"],
      path: "Sources/Tools/haptictape-port", swiftSettings: strictSettings),
    // The build-tool plugin a Linux test package applies to a target.
    .plugin(
      name: "HapticTapePort", capability: .buildTool(), dependencies: ["haptictape-port"],
      path: "Sources/Tools/HapticTapePort"),
    // The package's own tests reach the testing helpers through this target.
    .target(
      name: "HapticTapeTestSupport", dependencies: ["HapticTapeTesting", "SeedScenes"],
      path: "Sources/Tools/HapticTapeTestSupport", swiftSettings: strictSettings),

    .testTarget(
      name: "UIKitPortTests",
      dependencies: [
        "UIKitPort", "HapticTapeTestSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: strictSettings),
    .testTarget(name: "TouchCoreTests", dependencies: ["TouchCore"], swiftSettings: strictSettings),
    .testTarget(name: "JSONCoreTests", dependencies: ["JSONCore"], swiftSettings: strictSettings),
    .testTarget(
      name: "TouchModelTests", dependencies: ["TouchModel", "TouchCore"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TouchInputTests",
      dependencies: ["TouchInput", "TouchModel", "HapticTapeTestSupport", "TouchCore"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TouchImportTests",
      dependencies: [
        "HapticTape", "HapticTapeTestSupport", "SeedScenes", "TouchCore", "TouchImport",
      ], exclude: ["Fixtures"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"], swiftSettings: strictSettings),
    .testTarget(
      name: "ScrollEngineTests",
      dependencies: [
        "ScrollEngine", "HapticTapeTestSupport", "ScrollPhysics", "TouchCore", "TouchModel",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "CollectionLayoutTests",
      dependencies: ["CollectionLayout", "HapticTapeTestSupport", "TouchCore"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "HapticsTests", dependencies: ["Haptics", "JSONCore", "HapticTapeTestSupport"],
      exclude: ["Fixtures"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "HapticExportTests",
      dependencies: ["HapticExport", "Haptics", "HapticTapeTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TapeTests",
      dependencies: ["Tape", "HapticTapeTestSupport", "TouchCore", "TouchModel"],
      exclude: ["Fixtures"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ScenesTests",
      dependencies: [
        "Scenes", "SeedScenes", "Replay", "HapticTapeTestSupport", "CollectionLayout", "Haptics",
        "ScrollEngine", "ScrollPhysics", "TouchCore", "TouchInput", "TouchModel",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ReplayTests",
      dependencies: [
        "Replay", "SeedScenes", "HapticTapeTestSupport", "CollectionLayout", "Haptics", "Scenes",
        "Tape", "TouchCore", "TouchInput", "TouchModel",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "FeelSweepsTests",
      dependencies: [
        "FeelSweeps", "Haptics", "Replay", "Scenes", "SeedScenes", "TouchCore", "TouchInput",
        "TouchModel",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "HapticTapeTestingTests",
      dependencies: ["HapticTapeTesting", "HapticTapeTestSupport", "HapticTape", "SeedScenes"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "HapticTapeTestingXCTests",
      dependencies: ["HapticTapeTesting", "HapticTape", "SeedScenes"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "HapticTapeReportTests",
      dependencies: [
        "HapticTapeReport", "HapticTapeTestSupport", "Replay", "Scenes", "SeedScenes", "Tape",
        "TouchCore",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "HapticTapeStudioTests",
      dependencies: [
        "HapticTapeStudio", "HapticTapeTestSupport", "Replay", "Scenes", "Tape",
        "HapticTapeTesting", "SeedScenes",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "FuzzRegressionTests",
      dependencies: [
        "HapticTapeFuzzEntryPoints", "HapticTape", "HapticTapeTestSupport", "SeedScenes",
      ],
      exclude: ["Corpus", "GestureCrashes"], swiftSettings: strictSettings),
    .testTarget(
      name: "HapticTapeCLITests",
      dependencies: [
        "HapticTapeCLI", "HapticTapeStudioCommand", "haptictape", "HapticTapeTestSupport",
        "CollectionLayout", "HapticTape", "Haptics", "ScrollEngine", "SeedScenes", "TouchCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["__Goldens__"], swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - The UIKit surface

/// The headless UIKit, QuartzCore, CoreGraphics and CoreHaptics modules an app's own files
/// compile against, and the host that turns such a hierarchy into a scene. Linux only: on Apple
/// platforms these module names are the SDK's own frameworks, which Foundation itself imports.
#if os(Linux)
  package.targets += [
    // The virtual clock, run loop and haptic output the surfaces below share.
    .target(
      name: "HeadlessRuntime", dependencies: ["TouchCore", "Haptics"],
      path: "Sources/Surface/HeadlessRuntime", swiftSettings: strictSettings
    ),
    // CGAffineTransform and CGVector, beside Foundation's CGFloat, CGPoint, CGSize and CGRect.
    .target(
      name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"],
      path: "Sources/Surface/CoreGraphics", swiftSettings: strictSettings),
    // Empty modules named as Swift Testing's cross-import overlays for CoreGraphics and UIKit,
    // which Linux toolchains declare but do not ship (see their sources).
    .target(
      name: "_Testing_CoreGraphics", path: "Sources/Surface/_Testing_CoreGraphics",
      swiftSettings: strictSettings),
    .target(
      name: "_Testing_UIKit", path: "Sources/Surface/_Testing_UIKit", swiftSettings: strictSettings),
    // CATransform3D, CALayer geometry, CADisplayLink, media timing.
    .target(
      name: "QuartzCore",
      dependencies: ["CoreGraphics", "HeadlessRuntime", "ScrollPhysics", "TouchCore"],
      path: "Sources/Surface/QuartzCore", swiftSettings: strictSettings),
    // Logger, OSLog and os_log, whose messages are dropped: what the port makes of `import os`,
    // `import OSLog` and `import os.log`. Not named `os`: packages test `canImport(os)` to
    // choose Apple's locks and logging, which Linux does not have.
    .target(
      name: "HeadlessLogging", path: "Sources/Surface/HeadlessLogging",
      swiftSettings: strictSettings),
    // CHHapticEngine, patterns, players: each call becomes the haptic events a tape holds.
    .target(
      name: "CoreHaptics", dependencies: ["HeadlessRuntime", "Haptics", "TouchCore"],
      path: "Sources/Surface/CoreHaptics", swiftSettings: strictSettings),
    // Views, scroll views driven by ScrollEngine, collection views and layouts (the flow layout
    // placed by CollectionLayout's FlowLineFilling), gesture recognizers, animations and
    // feedback generators. Files named after Apple's types are the API; `Internal/` holds their
    // private helpers; `Host/` holds what is not Apple's API but HapticTape's headless host:
    // the window's entry points for touches, frames and rotations, layout samples,
    // DispatchQueue on the virtual clock, and problem reporting. QuartzCore, CoreHaptics and
    // CoreGraphics hold no host code.
    .target(
      name: "UIKit",
      dependencies: [
        "CoreGraphics", "QuartzCore", "HeadlessRuntime", "TouchCore", "TouchInput", "TouchModel",
        "ScrollEngine", "CollectionLayout", "Haptics", "_Testing_UIKit",
      ],
      path: "Sources/Surface/UIKit", swiftSettings: strictSettings),
    // Views, state, stacks, scroll views on the UIScrollView engine, effects, gestures and
    // sensory feedback: an app's SwiftUI files, rendered as views of the UIKit surface.
    .target(
      name: "SwiftUI",
      dependencies: [
        "UIKit", "Combine", "HeadlessRuntime", "ScrollPhysics", "SwiftUIMacros", "TouchCore",
      ],
      path: "Sources/Surface/SwiftUI", swiftSettings: strictSettings),
    // SwiftUI's macros (`@Entry`, `#Preview`), expanded by the compiler as Apple's are. Tested
    // through code that uses them (UIKitSurfaceTests), not by a test target that depends on
    // it: such a target makes SwiftPM build every test target a second time, for the host.
    .macro(
      name: "SwiftUIMacros",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
      ],
      path: "Sources/Surface/SwiftUIMacros", swiftSettings: strictSettings),
    // `import Combine` on Linux: OpenCombine under Combine's name, for an app's view models.
    .target(
      name: "Combine",
      dependencies: [
        "QuartzCore", "HeadlessRuntime", "TouchCore",
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      path: "Sources/Surface/Combine", swiftSettings: strictSettings),
    // UIKitScene: an app's view hierarchy as a HapticScene.
    .target(
      name: "HapticTapeUIKit",
      dependencies: [
        "UIKit", "CoreHaptics", "HeadlessRuntime", "TouchCore", "TouchInput", "TouchModel",
        "CollectionLayout", "Haptics", "Scenes",
      ],
      path: "Sources/Surface/HapticTapeUIKit", swiftSettings: strictSettings),
    // SwiftUIScene: an app's SwiftUI view as a HapticScene.
    .target(
      name: "HapticTapeSwiftUI",
      dependencies: ["HapticTapeUIKit", "HeadlessRuntime", "SwiftUI", "UIKit", "Scenes"],
      path: "Sources/Surface/HapticTapeSwiftUI", swiftSettings: strictSettings),
    // A team's tool whose hosted screens trap or need their configuration checked, for the
    // tests of worker isolation (never a product).
    .executableTarget(
      name: "hosted-crash-tool",
      dependencies: ["HapticTapeCLI", "HapticTapeStudioCommand", "HapticTapeUIKit", "UIKit"],
      path: "Tests/HostedCrashTool", swiftSettings: strictSettings),
    .testTarget(
      name: "UIKitSurfaceTests",
      dependencies: [
        "HapticTapeUIKit", "HapticTapeSwiftUI", "HapticTapeTestSupport", "HapticTape",
        "SeedScenes", "HapticTapeFuzzEntryPoints", "HapticTapeTesting", "HapticTapeStudio", "hosted-crash-tool",
        "CollectionLayout", "CoreGraphics", "CoreHaptics", "Haptics", "HeadlessRuntime",
        "QuartzCore", "Scenes", "SwiftUI", "TouchCore", "UIKit", "HeadlessLogging",
      ],
      exclude: ["Recordings"], swiftSettings: strictSettings),
  ]
#endif
