import HapticTape
import HapticTapeTestSupport
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: offsets at rest exactly (the settle ends on its target); mid-swipe offsets within
// 1e-9 pt of the finger's travel; virtual times in exact nanoseconds.
private let pointTolerance = 1e-9

/// Row 2 of the inbox spans y 120…180 on the iPhone 15 Pro (393 pt wide): its actions are
/// 74 pt each, a full swipe goes past 0.6 × 393 = 235.8 pt.
private let row2 = IndexPath(row: 2, section: 0)

/// Replays `script` on a fresh `Screen`, after `configure` sets its controller up.
private func run<Screen: UIKitScreen>(
  _ script: String, on screen: Screen.Type,
  layoutSampling: Replayer.LayoutSampling = .sceneEventsAndRest,
  configure: (SwipeInboxController) -> Void = { _ in }
) throws -> (controller: SwipeInboxController, outcome: Replayer.Outcome)
where Screen.Configuration == UIKitScreenConfiguration {
  var scene = try UIKitScene<Screen>(device: .iPhone15Pro, configuration: .init())
  let controller = try #require(scene.rootViewController as? SwipeInboxController)
  configure(controller)
  let timeline = try GestureScript(parsing: script).render(on: .iPhone15Pro)
  let outcome = try Replayer(configuration: .init(layoutSampling: layoutSampling)).run(
    &scene, inputs: timeline.touches.map { .touch($0) })
  return (controller, outcome)
}

/// The x of the cell of `indexPath` on screen (its swipe offset), nil when it has no cell.
private func offset(_ controller: SwipeInboxController, _ indexPath: IndexPath) -> CGFloat? {
  controller.tableView.cellForRow(at: indexPath)?.frame.minX
}

/// A one-finger horizontal drag on row 2 from `x0` to `x1` that rests before lifting (no
/// fling), then a wait for the row to settle.
private func swipe(from x0: Int, to x1: Int, in milliseconds: Int = 300) -> String {
  "touch 1 at \(x0),150\ndrag 1 to \(x1),150 in \(milliseconds)ms\nhold 1 for 100ms\nlift 1\n"
    + "wait 1s"
}

@Suite("UITableView swipe actions, hosted: rows open, close, perform and delete as in UIKit")
struct TableViewSwipeActionsHostedTests {
  @Test("a half swipe left (60 pt of the Delete action's 74) rests open at -74 pt")
  func halfSwipeOpens() throws {
    let (controller, _) = try run(swipe(from: 300, to: 240), on: SwipeInboxScreen.self)
    #expect(offset(controller, row2) == -74)
    #expect(offset(controller, IndexPath(row: 3, section: 0)) == 0)
    #expect(controller.tableView.contentOffset.y == 0)
    #expect(controller.beganEditing == [row2])
    #expect(controller.endedEditing.isEmpty)
    #expect(controller.selected.isEmpty)
    #expect(controller.deleted.isEmpty)
  }

  @Test("a swipe cancels the row content's touch; a tap ends it")
  func swipeCancelsContentTouches() throws {
    let (swiped, _) = try run(swipe(from: 300, to: 240), on: SwipeInboxScreen.self)
    let cell = try #require(swiped.tableView.cellForRow(at: row2) as? SwipeInboxCell)
    #expect(cell.cancelledTouches == 1)
    #expect(cell.endedTouches == 0)
    let (tapped, _) = try run("tap 196,150\nwait 1s", on: SwipeInboxScreen.self)
    let tappedCell = try #require(tapped.tableView.cellForRow(at: row2) as? SwipeInboxCell)
    #expect(tappedCell.cancelledTouches == 0)
    #expect(tappedCell.endedTouches == 1)
  }

  @Test("a short swipe (30 pt, under half of 74) springs shut to 0 and ends editing")
  func shortSwipeCloses() throws {
    let (controller, _) = try run(swipe(from: 300, to: 270), on: SwipeInboxScreen.self)
    #expect(offset(controller, row2) == 0)
    #expect(controller.beganEditing == [row2])
    #expect(controller.endedEditing == [row2])
    #expect(controller.selected.isEmpty)
  }

  @Test("a short swipe flung outward (30 pt in 30 ms) opens the row")
  func flingOpens() throws {
    let (controller, _) = try run(
      "touch 1 at 300,150\ndrag 1 to 270,150 in 30ms\nlift 1\nwait 1s", on: SwipeInboxScreen.self)
    #expect(offset(controller, row2) == -74)
  }

  @Test("a swipe right opens the leading Flag action at +74 pt; a tap on it flags and closes")
  func tapOnLeadingAction() throws {
    let script = swipe(from: 60, to: 120) + "\ntap 37,150\nwait 1s"
    let recording = try Session.record(
      scene: UIKitScene<SwipeInboxScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: script))
    let haptics = recording.hapticRecords
    #expect(haptics.count == 1)
    let (controller, _) = try run(script, on: SwipeInboxScreen.self)
    #expect(controller.flagged == [2])
    #expect(controller.selected.isEmpty)
    #expect(offset(controller, row2) == 0)
    #expect(controller.endedEditing == [row2])
  }

  @Test("a full swipe left deletes through commit: one call, 29 rows, no row left open")
  func fullSwipeCommitsDelete() throws {
    let (controller, _) = try run(swipe(from: 380, to: 100), on: SwipeInboxScreen.self)
    #expect(controller.deleted == [2])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 29)
    #expect(controller.endedEditing == [nil])
    // Message 3 moved up into row 2, at rest.
    #expect(offset(controller, row2) == 0)
    let cell = try #require(controller.tableView.cellForRow(at: row2))
    #expect(cell.textLabel?.text == "Message 3")
  }

  @Test("a full swipe left with the app's actions runs Delete once; its haptic at the lift")
  func fullSwipePerformsFirstAction() throws {
    let recording = try Session.record(
      scene: UIKitScene<SwipeInboxOwnActionsScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: swipe(from: 380, to: 60)))
    let haptics = recording.hapticRecords
    let lift = try #require(recording.firstLiftTime)
    #expect(haptics.count == 1)
    #expect(haptics.first?.timestamp == lift)
    let (controller, _) = try run(swipe(from: 380, to: 60), on: SwipeInboxOwnActionsScreen.self)
    #expect(controller.deleted == [2])
    #expect(controller.archived.isEmpty)
    #expect(controller.tableView.numberOfRows(inSection: 0) == 29)
  }

  @Test("a full swipe right flags once, with the impact at the lift's virtual time")
  func fullSwipeFlags() throws {
    let script = swipe(from: 20, to: 340)
    let recording = try Session.record(
      scene: UIKitScene<SwipeInboxScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: script))
    let haptics = recording.hapticRecords
    let lift = try #require(recording.firstLiftTime)
    #expect(haptics.map { $0.timestamp } == [lift])
    let (controller, _) = try run(script, on: SwipeInboxScreen.self)
    #expect(controller.flagged == [2])
    #expect(controller.messages.count == 30)
    #expect(offset(controller, row2) == 0)
  }

  @Test("with two trailing actions the row opens at 148 pt; a tap on Archive archives row 2")
  func tapOnSecondAction() throws {
    // Archive, the second action, sits 74…148 pt from the trailing edge: x 245…319.
    let (controller, _) = try run(
      swipe(from: 300, to: 200) + "\ntap 280,150\nwait 1s", on: SwipeInboxOwnActionsScreen.self)
    #expect(controller.archived == [2])
    #expect(controller.deleted.isEmpty)
    #expect(offset(controller, row2) == 0)
    let (opened, _) = try run(swipe(from: 300, to: 200), on: SwipeInboxOwnActionsScreen.self)
    #expect(offset(opened, row2) == -148)
  }

  @Test("a vertical drag on a row scrolls the table and opens nothing")
  func verticalDragScrolls() throws {
    let (controller, _) = try run(
      "touch 1 at 300,600\ndrag 1 to 290,300 in 300ms\nhold 1 for 100ms\nlift 1\nwait 1s",
      on: SwipeInboxScreen.self)
    // The finger travels 1 pt/ms, sampled at 120 Hz (8.33 pt a frame): the pan begins on the
    // second sample, 16.67 pt in, past its 10 pt slop, and absorbs that travel, as a plain
    // scroll view does: 300 - 16.67 = 283.33 pt.
    let scrolled = controller.tableView.contentOffset.y
    #expect(abs(scrolled - (300 - 2 * 1000 / 120)) <= 1e-6)
    #expect(controller.beganEditing.isEmpty)
    #expect(controller.tableView.visibleCells.allSatisfy { $0.frame.minX == 0 })
  }

  @Test("a tap on another row closes the open row and selects nothing; then taps select")
  func tapElsewhereCloses() throws {
    let (controller, _) = try run(
      swipe(from: 300, to: 240) + "\ntap 196,450\nwait 1s\ntap 196,450\nwait 1s",
      on: SwipeInboxScreen.self)
    #expect(offset(controller, row2) == 0)
    #expect(controller.endedEditing == [row2])
    #expect(controller.selected == [IndexPath(row: 7, section: 0)])
  }

  @Test("a scroll closes the open row")
  func scrollCloses() throws {
    let (controller, _) = try run(
      swipe(from: 300, to: 240)
        + "\ntouch 1 at 200,700\ndrag 1 to 200,500 in 200ms\nhold 1 for 100ms\nlift 1\nwait 1s",
      on: SwipeInboxScreen.self)
    #expect(controller.tableView.contentOffset.y > 150)
    #expect(controller.endedEditing == [row2])
    #expect(controller.tableView.visibleCells.allSatisfy { $0.frame.minX == 0 })
  }

  @Test("leaving editing mode closes the open row: setEditing(false, animated:), isEditing")
  func leavingEditingCloses() throws {
    for animated in [false, true] {
      let (controller, _) = try run(swipe(from: 300, to: 240), on: SwipeInboxScreen.self)
      #expect(offset(controller, row2) == -74)
      // Outside a host there is no clock: an animated close ends at once too.
      controller.tableView.setEditing(false, animated: animated)
      #expect(offset(controller, row2) == 0)
      #expect(controller.endedEditing == [row2])
      #expect(controller.tableView.isEditing == false)
    }
    let (controller, _) = try run(swipe(from: 300, to: 240), on: SwipeInboxScreen.self)
    controller.tableView.isEditing = false
    #expect(offset(controller, row2) == 0)
    #expect(controller.endedEditing == [row2])
  }

  @Test("layout samples hold the row's offset while the finger drags it")
  func layoutSamplesShowTheOffset() throws {
    let (_, outcome) = try run(
      swipe(from: 300, to: 240), on: SwipeInboxScreen.self, layoutSampling: .everyFrame)
    let row2X: [Double] = outcome.output.entries.compactMap { entry in
      guard case .layout(let snapshot, _) = entry, snapshot.view == "inbox",
        let row = snapshot.attributes.first(where: { $0.indexPath.item == 2 })
      else { return nil }
      return row.frame.origin.x
    }
    #expect(row2X.first == 0)
    // While dragging, the row is where the finger is: 0 > x ≥ -60, then it settles at -74.
    #expect(row2X.contains { $0 < -30 && $0 >= -60 - pointTolerance })
    #expect(row2X.last == -74)
    #expect(row2X.min() ?? 0 >= -74 - pointTolerance)
  }

  @Test("the same swipes twice give the same outputs")
  func deterministic() throws {
    let script = swipe(from: 300, to: 230) + "\n" + swipe(from: 20, to: 340)
    let screen = SwipeInboxOwnActionsScreen.self
    let (_, first) = try run(script, on: screen, layoutSampling: .everyFrame)
    let (_, second) = try run(script, on: screen, layoutSampling: .everyFrame)
    #expect(first.output.entries.count > 100)
    #expect(first.output.entries == second.output.entries)
  }

  @Test("a recorded swipe, tap and full swipe replay to a match")
  func recordAndReplay() throws {
    let script = swipe(from: 300, to: 200) + "\ntap 280,150\nwait 1s\n" + swipe(from: 380, to: 60)
    let recording = try Session.record(
      scene: UIKitScene<SwipeInboxOwnActionsScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: script))
    let tape = RecordedTape(header: recording.header, events: recording.events)
    let verdict = try Session.replay(tape, registry: [UIKitScene<SwipeInboxOwnActionsScreen>.self])
    #expect(verdict.report == nil)
  }
}
