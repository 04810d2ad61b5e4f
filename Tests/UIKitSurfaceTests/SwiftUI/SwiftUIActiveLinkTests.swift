import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Exact: the histories are every value each binding took.

/// The iOS 13 links' bindings, with every value each took.
@Observable final class ActiveLinkModel: @unchecked Sendable {
  // Unchecked: the views update on the replay's one thread.
  var isActive = false {
    didSet { activeHistory.append(isActive) }
  }
  var selection: Int? {
    didSet { selectionHistory.append(selection) }
  }
  var activeHistory: [Bool] = []
  var selectionHistory: [Int?] = []
  /// Which link the screen shows: the `isActive` one, or the `tag:selection:` one.
  var usesTags = false
}

/// One centred link of iOS 13's forms in a navigation view; its detail pops itself.
struct ActiveLinkView: View {
  @Bindable var model: ActiveLinkModel
  var body: some View {
    NavigationView {
      if model.usesTags {
        NavigationLink(
          destination: NavigationDetail(number: 2), tag: 2, selection: $model.selection
        ) {
          Text("Open")
        }
      } else {
        NavigationLink("Open", destination: NavigationDetail(number: 1), isActive: $model.isActive)
      }
    }
  }
}

enum ActiveLinkScreen: SwiftUIScreen {
  static let id = "active-link"
  static let summary = "iOS 13's links pushed by a binding."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ActiveLinkModel {
    ActiveLinkModel()
  }
  static func makeView(model: ActiveLinkModel, configuration: UIKitScreenConfiguration)
    -> ActiveLinkView
  { ActiveLinkView(model: model) }
  /// `command open`: sets the binding true (the tag's selection to 2) without a tap;
  /// `command close`: false (nil); `command tags`: shows the tag link.
  static func handle(_ command: SceneCommand, model: ActiveLinkModel) throws(SceneError) {
    switch command.name {
    case "open": if model.usesTags { model.selection = 2 } else { model.isActive = true }
    case "close": if model.usesTags { model.selection = nil } else { model.isActive = false }
    case "tags": model.usesTags = true
    default: throw SceneError(.unknownCommand, "the link screen takes open, close or tags")
    }
  }
}

@Suite("SwiftUI navigation: iOS 13's links pushed while a binding is true")
@MainActor
struct SwiftUIActiveLinkTests {
  private typealias Screen = SwiftUIHostedScreen<ActiveLinkScreen>

  @Test func aTapSetsTheBindingAndBackClearsIt() throws {
    // "Open" and the detail's "Back" are both centred, as in the stack's tests.
    let (scene, _) = try replayHosted(
      SwiftUIContainerNavigationTests.twoTaps + "\ntap 196,486\nwait 500ms", on: Screen.self)
    let model = try #require(Screen.model(of: scene))
    #expect(model.activeHistory == [true, false, true])
  }

  @Test func theAppsBindingPushesAndPops() throws {
    // Pushed and popped by the app; the tap then lands on the detail's Back only after the
    // second push, so the binding ends false.
    let (scene, _) = try replayHosted(
      "command open\nwait 500ms\ncommand close\nwait 500ms\ncommand open\nwait 500ms\n"
        + "tap 196,486\nwait 500ms",
      on: Screen.self)
    let model = try #require(Screen.model(of: scene))
    #expect(model.activeHistory == [true, false, true, false])
  }

  @Test func aTaggedLinkFollowsItsSelection() throws {
    let (scene, _) = try replayHosted(
      "command tags\nwait 100ms\n" + SwiftUIContainerNavigationTests.twoTaps
        + "\ncommand open\nwait 500ms\ntap 196,486\nwait 500ms",
      on: Screen.self)
    let model = try #require(Screen.model(of: scene))
    // Tap: 2; Back: nil; the app: 2; Back: nil.
    #expect(model.selectionHistory == [2, nil, 2, nil])
  }
}
