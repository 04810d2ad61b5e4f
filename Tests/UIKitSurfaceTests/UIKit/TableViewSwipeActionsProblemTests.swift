import HapticTape
import HapticTapeTestSupport
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: none; offsets at rest are exact (a settle ends on its target) and counts are
// integers. A HeadlessProblem ends a hosted session with an error, so a run that returns
// reported none.

private let row2 = IndexPath(row: 2, section: 0)

/// A screen with a plain table whose data source does not implement `commit` (the table suites'
/// own data source), as many read-only lists are.
final class ReadOnlyListController: UIViewController {
  let source = TableViewTestDataSource(counts: [30])
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.accessibilityIdentifier = "read-only"
    tableView.rowHeight = 60
    tableView.register(
      UITableViewCell.self, forCellReuseIdentifier: TableViewTestDataSource.reuseIdentifier)
    tableView.dataSource = source
    tableView.delegate = source
    // Full screen from y = 0, as the tests place fingers (not inset below the status bar).
    tableView.contentInsetAdjustmentBehavior = .never
    view.addSubview(tableView)
  }
}

enum ReadOnlyListScreen: UIKitScreen {
  static let id = "swipe-read-only"
  static let summary = "A 30-row table whose data source commits no edits."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    ReadOnlyListController()
  }
}

private func swipe(from x0: Int, to x1: Int) -> String { swipeScript(from: x0, to: x1, y: 150) }

@Suite("UITableView swipe actions: empty, unfinished and table-changing actions never trap")
struct TableViewSwipeActionsProblemTests {
  @Test("an empty leading configuration does not swipe the row, as in UIKit")
  func emptyActionsDoNotSwipe() throws {
    let controller = try runHosted(
      swipe(from: 60, to: 160), on: SwipeInboxScreen.self, as: SwipeInboxController.self
    ) { $0.hasEmptyLeadingActions = true }
    #expect(controller.tableView.cellForRow(at: row2)?.frame.minX == 0)
    #expect(controller.beganEditing.isEmpty)
    #expect(controller.flagged.isEmpty)
  }

  @Test("a handler that never calls its completion leaves the row open until a tap elsewhere")
  func unfinishedHandlerKeepsTheRowOpen() throws {
    let open = try runHosted(
      swipe(from: 60, to: 120) + "\ntap 37,150\nwait 1s", on: SwipeInboxScreen.self,
      as: SwipeInboxController.self
    ) { $0.completesFlag = false }
    #expect(open.flagged == [2])
    #expect(open.tableView.cellForRow(at: row2)?.frame.minX == 74)
    #expect(open.endedEditing.isEmpty)
    // A second tap on the waiting action does not run it again; a tap elsewhere closes.
    let closed = try runHosted(
      swipe(from: 60, to: 120) + "\ntap 37,150\nwait 1s\ntap 37,150\nwait 1s\ntap 196,450\nwait 1s",
      on: SwipeInboxScreen.self, as: SwipeInboxController.self
    ) { $0.completesFlag = false }
    #expect(closed.flagged == [2])
    #expect(closed.tableView.cellForRow(at: row2)?.frame.minX == 0)
    #expect(closed.endedEditing == [row2])
    #expect(closed.selected.isEmpty)
  }

  @Test("a handler that reloads the table closes the row at once; its completion is ignored")
  func handlerThatReloads() throws {
    let controller = try runHosted(
      swipe(from: 300, to: 200) + "\ntap 280,150\nwait 1s", on: SwipeInboxOwnActionsScreen.self,
      as: SwipeInboxController.self
    ) { $0.archiveReloads = true }
    #expect(controller.archived == [2])
    #expect(controller.endedEditing == [row2])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 30)
    #expect(controller.tableView.visibleCells.allSatisfy { $0.frame.minX == 0 })
  }

  @Test("a read-only list (no commit, no editability of its own) shows no Delete: rows stay put")
  func readOnlyListDoesNotSwipe() throws {
    // 60 pt left is past half of one 74-pt action: a row with a Delete would rest open.
    let controller = try runHosted(
      swipe(from: 300, to: 240), on: ReadOnlyListScreen.self, as: ReadOnlyListController.self)
    #expect(controller.tableView.numberOfRows(inSection: 0) == 30)
    #expect(controller.tableView.visibleCells.allSatisfy { $0.frame.minX == 0 })
  }
}
