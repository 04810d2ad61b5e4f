import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: the bar is 49 pt and its slots thirds of 393 pt: exact to 1e-9 pt.
private let tolerance: CGFloat = 1e-9

/// What the tab screen's tabs saw, and its selection when bound.
@Observable final class TabBarModel: @unchecked Sendable {
  // Unchecked: the views update on the replay's one thread.
  var taps: [String] = []
  var selection = "feed"
  var bound = false
  var hidesBarOnProfile = false
}

/// Three tabs that count taps on their content; bound to the model's selection or not.
struct TabBarScreenView: View {
  @Bindable var model: TabBarModel
  var body: some View {
    if model.bound {
      TabView(selection: $model.selection) { tabs }
    } else {
      TabView { tabs }
    }
  }

  @ViewBuilder private var tabs: some View {
    Color.red.onTapGesture { model.taps.append("feed") }.tag("feed")
      .accessibilityIdentifier("feed")
      .tabItem { Label("Feed", systemImage: "list.bullet") }
    Color.green.onTapGesture { model.taps.append("search") }.tag("search")
      .accessibilityIdentifier("search")
    Color.blue.onTapGesture { model.taps.append("profile") }.tag("profile")
      .accessibilityIdentifier("profile")
      .toolbarVisibility(model.hidesBarOnProfile ? .hidden : .automatic, for: .tabBar)
  }
}

enum TabBarScreen: SwiftUIScreen {
  static let id = "tab-bar"
  static let summary = "Three tabs chosen on the tab bar."
  static func makeModel(configuration: UIKitScreenConfiguration) -> TabBarModel { TabBarModel() }
  static func makeView(model: TabBarModel, configuration: UIKitScreenConfiguration)
    -> TabBarScreenView
  { TabBarScreenView(model: model) }
  static func handle(_ command: SceneCommand, model: TabBarModel) throws(SceneError) {
    switch command.name {
    case "bind": model.bound = true
    case "hideOnProfile": model.hidesBarOnProfile = true
    default: throw SceneError(.unknownCommand, "the tab screen takes bind and hideOnProfile")
    }
  }
}

@Suite("SwiftUI tab bar: its space above the bottom safe area, and its slots select tabs")
@MainActor
struct SwiftUITabBarTests {
  typealias Screen = SwiftUIHostedScreen<TabBarScreen>

  // On the iPhone 15 Pro the safe area ends at y 818 (a 34-pt home indicator area): the bar
  // spans y 769 to 818, its slots x 0 to 131, 131 to 262 and 262 to 393; a tab's content ends at
  // y 769.

  @Test func theSelectedTabSitsAboveTheBar() throws {
    let root = hostedLayout(TabBarScreenView(model: TabBarModel()))
    let feed = try #require(frame(of: "feed", in: root))
    #expect(abs(feed.height - (852 - 49)) <= tolerance && abs(feed.minY) <= tolerance)
  }

  @Test func aTapOnASlotSelectsItsTab() throws {
    // The third slot shows "profile"; a tap on its content counts there. A tap at y 760 is on
    // the content, one at y 790 on the bar: it selects the first tab and counts nowhere.
    let script = """
      tap 327,790
      wait 300ms
      tap 196,760
      wait 300ms
      tap 60,790
      wait 300ms
      tap 196,400
      wait 300ms
      """
    let (scene, _) = try replayHosted(script, on: Screen.self)
    let model = try #require(Screen.model(of: scene))
    #expect(model.taps == ["profile", "feed"])
  }

  @Test func aTapOnASlotWritesTheBoundSelection() throws {
    let script = "command bind\nwait 100ms\ntap 196,790\nwait 300ms\ntap 196,400\nwait 300ms"
    let (scene, _) = try replayHosted(script, on: Screen.self)
    let model = try #require(Screen.model(of: scene))
    #expect(model.selection == "search")
    #expect(model.taps == ["search"])
  }

  @Test func aTabThatHidesTheBarTakesItsSpace() throws {
    // On "profile", which hides the bar, a tap at y 790 reaches its content; it cannot go back
    // through the bar (a tap at x 60 counts on "profile" again).
    let script = """
      command hideOnProfile
      wait 100ms
      tap 327,790
      wait 300ms
      tap 327,790
      wait 300ms
      tap 60,790
      wait 300ms
      """
    let (scene, _) = try replayHosted(script, on: Screen.self)
    let model = try #require(Screen.model(of: scene))
    #expect(model.taps == ["profile", "profile"])
    let root = try #require(scene.rootViewController?.view)
    let profile = try #require(frame(of: "profile", in: root))
    #expect(abs(profile.maxY - 818) <= tolerance)
  }
}
