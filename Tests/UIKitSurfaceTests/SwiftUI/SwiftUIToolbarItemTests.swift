import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: the row's items are text at the stated metrics (8.5 × 20.4 pt a character) at
// whole-point margins and spacing: exact to 1e-9 pt.
private let tolerance: CGFloat = 1e-9

/// What the toolbar screen's items did.
@Observable final class ToolbarItemModel: @unchecked Sendable {
  // Unchecked: the views update on the replay's one thread.
  var adds = 0
  var edits = 0
  var showsShare = true
  var pushed = false
}

/// A list with items at each side of the bar, one in the bottom bar, and a pushed view with an
/// item of its own.
struct ToolbarItemScreenView: View {
  @Bindable var model: ToolbarItemModel
  var body: some View {
    NavigationStack {
      Color.gray
        .navigationTitle("Notes")
        .toolbar {
          ToolbarItem(placement: .topBarLeading) {
            Button("Edit") { model.edits += 1 }.accessibilityIdentifier("edit")
          }
          ToolbarItem(placement: .principal) { Text("Title").accessibilityIdentifier("title") }
          ToolbarItemGroup(placement: .topBarTrailing) {
            Button("Add") { model.adds += 1 }.accessibilityIdentifier("add")
            if model.showsShare { Text("Share").accessibilityIdentifier("share") }
          }
          ToolbarItem(placement: .bottomBar) { Text("3 notes").accessibilityIdentifier("status") }
        }
        .navigationDestination(isPresented: $model.pushed) {
          Color.green.toolbar { Button("Done") { model.pushed = false } }
        }
    }
  }
}

enum ToolbarItemScreen: SwiftUIScreen {
  static let id = "toolbar-items"
  static let summary = "A navigation bar's items, tapped."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ToolbarItemModel {
    ToolbarItemModel()
  }
  static func makeView(model: ToolbarItemModel, configuration: UIKitScreenConfiguration)
    -> ToolbarItemScreenView
  { ToolbarItemScreenView(model: model) }
  static func handle(_ command: SceneCommand, model: ToolbarItemModel) throws(SceneError) {
    switch command.name {
    case "push": model.pushed = true
    case "noShare": model.showsShare = false
    default: throw SceneError(.unknownCommand, "the toolbar screen takes push and noShare")
    }
  }
}

/// What the counting item last counted.
@Observable final class ToolbarCounterModel: @unchecked Sendable {
  // Unchecked: the views update on the replay's one thread.
  var lastCount = 0
  var pushed = false
}

/// A leading item that counts its taps in state of its own.
struct ToolbarCounterItem: View {
  let model: ToolbarCounterModel
  @State private var taps = 0
  var body: some View {
    Button("Taps \(taps)") {
      taps += 1
      model.lastCount = taps
    }
  }
}

/// A root whose counting item stays while a view is pushed over it and popped.
struct ToolbarCounterScreenView: View {
  @Bindable var model: ToolbarCounterModel
  var body: some View {
    NavigationStack {
      Color.gray
        .toolbar {
          ToolbarItem(placement: .topBarLeading) { ToolbarCounterItem(model: model) }
        }
        .navigationDestination(isPresented: $model.pushed) { Color.green }
    }
  }
}

enum ToolbarCounterScreen: SwiftUIScreen {
  static let id = "toolbar-counter"
  static let summary = "A toolbar item's own state across a push and a pop."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ToolbarCounterModel {
    ToolbarCounterModel()
  }
  static func makeView(model: ToolbarCounterModel, configuration: UIKitScreenConfiguration)
    -> ToolbarCounterScreenView
  { ToolbarCounterScreenView(model: model) }
  static func handle(_ command: SceneCommand, model: ToolbarCounterModel) throws(SceneError) {
    switch command.name {
    case "push": model.pushed = true
    case "pop": model.pushed = false
    default: throw SceneError(.unknownCommand, "the counter screen takes push and pop")
    }
  }
}

@Suite("SwiftUI toolbar items: laid out and tapped in the navigation bar's row")
@MainActor
struct SwiftUIToolbarItemTests {
  typealias Screen = SwiftUIHostedScreen<ToolbarItemScreen>

  @Test func itemsSitAtTheirSidesOfTheRow() throws {
    let root = hostedLayout(ToolbarItemScreenView(model: ToolbarItemModel()))
    // In the 44-pt row, text 20.4 tall sits at y 11.8. "Edit" 16 pt from the leading edge;
    // "Title" (42.5) centred; "Add" (25.5), 8 pt, "Share" (42.5) 16 pt from the trailing edge.
    let expected: [(String, CGFloat, CGFloat)] = [
      ("edit", 16, 34), ("title", (393 - 42.5) / 2, 42.5),
      ("add", 393 - 16 - 42.5 - 8 - 25.5, 25.5), ("share", 393 - 16 - 42.5, 42.5),
    ]
    for (name, x, width) in expected {
      let item = try #require(frame(of: name, in: root), "\(name)")
      #expect(abs(item.minX - x) <= tolerance, "\(name)")
      #expect(abs(item.width - width) <= tolerance, "\(name)")
      #expect(abs(item.minY - (44 - 20.4) / 2) <= tolerance, "\(name)")
    }
    // The bottom bar is not drawn: its item is not shown.
    #expect(findView("status", in: root).map(isHiddenOnScreen) ?? true)
  }

  @Test func iOS13BarItemsAreTheLeadingAndTrailingItems() throws {
    let root = hostedLayout(
      NavigationStack {
        Color.clear.navigationBarItems(
          leading: Text("Edit").accessibilityIdentifier("edit"),
          trailing: Text("Share").accessibilityIdentifier("share"))
      })
    // As `itemsSitAtTheirSidesOfTheRow`: "Edit" 16 pt from the leading edge, "Share" 16 pt from
    // the trailing one.
    for (name, x) in [("edit", 16.0), ("share", 393 - 16 - 42.5)] {
      let item = try #require(frame(of: name, in: root), "\(name)")
      #expect(abs(item.minX - x) <= tolerance, "\(name)")
      #expect(abs(item.minY - (44 - 20.4) / 2) <= tolerance, "\(name)")
    }
  }

  @Test func tapsReachTheItemsAndAConditionalItemLeaves() throws {
    // Under the 59-pt safe area the row's text spans y 70.8 to 91.2: "Edit" x 16 to 50, "Add"
    // x 301 to 326.5. Without "Share", "Add" moves to x 351.5 to 377: a tap at x 313 then
    // misses it, two at x 364 reach it (had it stayed, the count would be 2).
    let script = """
      tap 30,81
      wait 300ms
      tap 313,81
      wait 300ms
      command noShare
      wait 300ms
      tap 313,81
      wait 300ms
      tap 364,81
      wait 300ms
      tap 364,81
      wait 300ms
      """
    let (scene, _) = try replayHosted(script, on: Screen.self)
    let model = try #require(Screen.model(of: scene))
    #expect(model.edits == 1)
    #expect(model.adds == 3)
  }

  @Test func aPushedViewShowsItsOwnItems() throws {
    // The pushed view's "Done" (34 pt) is the only trailing item: x 343 to 377; the root's
    // "Edit" is gone with its view, so a tap where it was does nothing.
    let script = "command push\nwait 500ms\ntap 30,81\nwait 300ms\ntap 360,81\nwait 500ms"
    let (scene, _) = try replayHosted(script, on: Screen.self)
    let model = try #require(Screen.model(of: scene))
    #expect(model.edits == 0)
    #expect(model.pushed == false)
  }

  @Test func anItemKeepsItsStateWhileAViewIsPushedOverIt() throws {
    // "Taps 0" (51 pt) leads the row: x 16 to 67, y 70.8 to 91.2. Two taps, a push and a pop,
    // a third tap: the item counts on from 2, as a view controller's navigation item lives on
    // under a pushed one (made again, it would count 1).
    let script = """
      tap 30,81
      wait 300ms
      tap 30,81
      wait 300ms
      command push
      wait 600ms
      command pop
      wait 600ms
      tap 30,81
      wait 300ms
      """
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<ToolbarCounterScreen>.self)
    let model = try #require(SwiftUIHostedScreen<ToolbarCounterScreen>.model(of: scene))
    #expect(model.pushed == false)
    #expect(model.lastCount == 3)
  }
}
