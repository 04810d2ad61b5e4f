import Foundation
import HapticTape
import HapticTapeUIKit
import InboxHosting
import PullToRefresh
import Testing

// Tolerances (as the seed screens' agreement): haptic times within 1 ms, layout within 0.5 pt.
private let timeTolerance = 0.001
private let layoutTolerance = 0.5

/// What one version of the list did on a gesture script: its haptics, its last offset and its
/// last layout sample.
private struct ListRun {
  var haptics: [HapticEvent] = []
  var rest: Point2D?
  var lastLayout: SceneOutput.LayoutSnapshot?
  /// When the model began its refresh (its `refreshBegan` scene event), in seconds.
  var refreshBegan: Double?

  init<S: HapticScene>(_ scene: S.Type, script name: String) throws {
    let path = recordings.appendingPathComponent("pull-to-refresh/\(name).gesture").path
    let script = try GestureScript(parsing: try String(contentsOfFile: path, encoding: .utf8))
    var scene = try S(device: .iPhone15Pro, configuration: S.Configuration())
    // Statements that name a row (`drag item 2 in list`) find it on this scene.
    var locator = SceneElementLocator(
      scene: S.self, configuration: S.Configuration(), device: .iPhone15Pro)
    let timeline = try script.render(on: .iPhone15Pro, locating: &locator)
    let inputs: [SceneInput] = timeline.inputs.map { input in
      switch input {
      case .touch(let sample): .touch(sample)
      case .command(let command): .command(command)
      }
    }
    for entry in try Replayer().run(&scene, inputs: inputs).output.entries {
      switch entry {
      case .haptic(let event): haptics.append(event)
      case .scroll("list", let event):
        if case .didScroll(let offset) = event.kind { rest = offset }
      case .layout(let snapshot, _) where snapshot.view == "list": lastLayout = snapshot
      case .scene(let event) where event.name == "refreshBegan":
        refreshBegan = event.timestamp.seconds
      default: break
      }
    }
    haptics.sort { $0.time < $1.time }
  }
}

private let recordings = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Recordings")

/// The model (`PullToRefreshScene`) and the app's UIKit code (`InboxViewController` with UIKit's
/// `UIRefreshControl`) on the same gesture scripts and configuration.
@Suite("pull-to-refresh: the model and the app's UIKit code")
struct InboxAgreementTests {
  private static func runs(_ script: String) throws -> (model: ListRun, uikit: ListRun) {
    (
      try ListRun(PullToRefreshScene.self, script: script),
      try ListRun(UIKitScene<InboxScreen>.self, script: script)
    )
  }

  @Test("a fling: no haptics, the same rest and the same rows on screen")
  func fling() throws {
    let (model, uikit) = try Self.runs("fling-list")
    #expect(model.haptics.isEmpty && uikit.haptics.isEmpty)
    let rest = try #require(uikit.rest)
    let modelRest = try #require(model.rest)
    #expect(abs(rest.y - modelRest.y) <= layoutTolerance)
    let rows = try #require(uikit.lastLayout).attributes
    let modelRows = try #require(model.lastLayout).attributes
    #expect(rows.map(\.indexPath) == modelRows.map(\.indexPath))
    for (row, modelRow) in zip(rows, modelRows) {
      #expect(abs(row.center.y - modelRow.center.y) <= layoutTolerance)
      #expect(abs(row.size.height - modelRow.size.height) <= layoutTolerance)
    }
  }

  /// Both tick selection as the pull reaches 80 pt.
  ///
  /// The model begins the refresh at the
  /// release; UIKit's control begins it at the trigger, while the finger is still down, so the
  /// app's one-second fetch, and its success notification, start sooner by the time from the
  /// trigger to the release (0.567 s and 0.375 s in the two scripts). The model is the one that departs from
  /// UIKit: it describes a custom header that begins at the release.
  @Test(arguments: ["pull-past-threshold", "pull-row-two"])
  func pullsRefresh(script: String) throws {
    let (model, uikit) = try Self.runs(script)
    try #require(model.haptics.count == 2 && uikit.haptics.count == 2)
    #expect(abs(uikit.haptics[0].time - model.haptics[0].time) <= timeTolerance)
    let selection = uikit.haptics[0].time
    // UIKit: success one second after the trigger; the model: one second after the release.
    #expect(abs(uikit.haptics[1].time - (selection + 1)) <= timeTolerance)
    let release = try #require(model.refreshBegan)
    #expect(release - selection > 0.3)
    #expect(abs(model.haptics[1].time - (release + 1)) <= timeTolerance)
    #expect(abs((uikit.rest?.y ?? .nan) - (model.rest?.y ?? .nan)) <= layoutTolerance)
  }

  @Test("the first pull's numbers: selection at 0.233 s; success at 1.233 s (UIKit), 1.8 s (model)")
  func firstPullTimes() throws {
    let (model, uikit) = try Self.runs("pull-past-threshold")
    #expect(uikit.haptics.map(\.time).map { ($0 * 1000).rounded() } == [233, 1233])
    #expect(model.haptics.map(\.time).map { ($0 * 1000).rounded() } == [233, 1800])
  }

  /// Pulling past the trigger and pushing back before letting go: the model disarms (one
  /// selection, the list back at its top, −59 below the status bar); UIKit's control cannot be
  /// disarmed once it began, so the app refreshes (success at 1.233 s) and, with the control's
  /// 60-pt inset held from the release over the 59-pt safe area, the upward release at −69.8 pt
  /// is inside the content's range and coasts into the rows instead of bouncing back to the top.
  @Test func pullAndGiveUpRefreshesAnywayInUIKit() throws {
    let (model, uikit) = try Self.runs("pull-and-give-up")
    #expect(model.haptics.count == 1)
    #expect(uikit.haptics.count == 2)
    #expect(abs(uikit.haptics[0].time - model.haptics[0].time) <= timeTolerance)
    #expect(abs((model.rest?.y ?? .nan) - -59) <= layoutTolerance)
    #expect(abs((uikit.rest?.y ?? .nan) - 292) <= layoutTolerance)
  }
}
