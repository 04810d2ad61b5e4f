import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: none; counts, names and the order of calls are compared exactly.

/// What the app's delegate was told, in order.
final class LaunchRecordingDelegate: NSObject, UIApplicationDelegate {
  var calls: [String] = []
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    calls.append("will finish launching, options \(launchOptions == nil ? "none" : "some")")
    return true
  }
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    calls.append("did finish launching")
    return true
  }
}

/// Taps on the left half and the right half of the window, and the runs of the scene's
/// `onChange(initial: true)`.
@Observable final class AppTapLog {
  var leading = 0
  var trailing = 0
  var initialChangeRuns = 0
}

/// The window's content: two halves, each counting its taps, the leading one named "leading".
struct HalvesView: View {
  let log: AppTapLog
  var body: some View {
    HStack(spacing: 0) {
      Color.red.accessibilityIdentifier("leading").onTapGesture { log.leading += 1 }
      Color.blue.accessibilityIdentifier("trailing").onTapGesture { log.trailing += 1 }
    }
  }
}

/// A scene of the app's own: its window group comes first among the app's scenes.
struct GreenScene: Scene {
  var body: some Scene { WindowGroup { Color.green.accessibilityIdentifier("green") } }
}

/// An app as its team writes it for iOS: a delegate, two window groups after a scene of its own,
/// scene modifiers on the first group.
struct HalvesApp: App {
  // The ported form (`HapticTapePort` adds `making:` to `@UIApplicationDelegateAdaptor(…)`).
  @UIApplicationDelegateAdaptor(LaunchRecordingDelegate.self, making: { LaunchRecordingDelegate() })
  var delegate
  let log = AppTapLog()

  var body: some Scene {
    WindowGroup("Halves", id: "halves") {
      HalvesView(log: log)
    }
    .environment(\.layoutDirection, .rightToLeft)
    .onChange(of: 1, initial: true) { log.initialChangeRuns += 1 }
    WindowGroup { Text("never shown") }
  }
}

/// ``HalvesApp`` hosted.
enum HalvesAppScreen: SwiftUIAppScreen {
  typealias HostedApp = HalvesApp
  static let id = "halves-app"
  static let summary = "An app of two halves that count their taps, right to left."
  /// The launch calls the delegate heard, and the taps and change runs the app counted.
  static func state(of app: HalvesApp) -> [SceneEvent] {
    [
      SceneEvent(
        "app", at: .zero,
        [
          "launch": .text(app.delegate.calls.joined(separator: "; ")),
          "leading": .integer(app.log.leading), "trailing": .integer(app.log.trailing),
          "initialChangeRuns": .integer(app.log.initialChangeRuns),
        ])
    ]
  }
}

/// What ``HalvesAppScreen`` reported last in `outcome` (its state is reported when it changes).
private func halvesState(_ outcome: Replayer.Outcome) throws
  -> (launch: String?, leading: Int?, trailing: Int?, initialChangeRuns: Int?)
{
  let counts = try #require(outcome.output.sceneEvents(named: "app").last)
  func count(_ key: String) -> Int? {
    if case .integer(let value)? = counts[key] { value } else { nil }
  }
  let calls: String? = if case .text(let calls)? = counts["launch"] { calls } else { nil }
  return (calls, count("leading"), count("trailing"), count("initialChangeRuns"))
}

/// An app whose first scene is its own, then a window group.
struct ScenesApp: App {
  var body: some Scene {
    GreenScene()
    WindowGroup { Color.red.accessibilityIdentifier("red") }
  }
}

/// ``ScenesApp`` hosted.
enum ScenesAppScreen: SwiftUIAppScreen {
  typealias HostedApp = ScenesApp
  static let id = "scenes-app"
  static let summary = "A scene of the app's own, then a window group."
}

@Suite("SwiftUI apps: the first window of an App hosted as iOS launches it")
struct SwiftUIAppTests {
  @Test func theDelegateHearsOfTheLaunchOnceBeforeTheWindowShows() throws {
    let (_, outcome) = try replayHosted(
      "tap 340,400\nwait 0.5s", on: SwiftUIHostedScreen<HalvesAppScreen>.self)
    let state = try halvesState(outcome)
    #expect(state.launch == "will finish launching, options none; did finish launching")
    #expect(state.initialChangeRuns == 1)
  }

  @Test func theSceneModifiersApplyToTheWindowsViews() throws {
    // Right to left (the scene's environment): the leading half is on the right.
    let script = "tap 50,400\nwait 0.5s\ntap 340,400\nwait 0.5s\ntap 340,600\nwait 0.5s"
    let (_, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<HalvesAppScreen>.self)
    let state = try halvesState(outcome)
    #expect(state.trailing == 1)
    #expect(state.leading == 2)
    #expect(state.initialChangeRuns == 1)
  }

  @Test func theFirstWindowGroupInWrittenOrderIsShown() throws {
    let (scene, _) = try replayHosted("wait 100ms", on: SwiftUIHostedScreen<ScenesAppScreen>.self)
    let root = try #require(scene.rootViewController?.view)
    #expect(frame(of: "green", in: root)?.width == 393)
    #expect(frame(of: "red", in: root) == nil)
  }
}
