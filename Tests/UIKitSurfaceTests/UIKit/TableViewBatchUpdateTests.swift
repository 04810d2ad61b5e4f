import HeadlessRuntime
import Testing
import UIKit

// Index paths, counts and frames (sums of 100-pt rows) are exact: compared with ==.

@Suite("UITableView: insertions, deletions and reloads end where UIKit's animations end")
struct TableViewBatchUpdateTests {
  @Test("inserting row 0 moves the cells and the selection down one row; one cell is asked for")
  func insertRow() throws {
    let source = TableViewTestDataSource(counts: [5])
    let tableView = source.makeTableView()
    let formerFirst = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    source.log.removeAll()
    source.counts = [6]
    var finished: Bool?
    tableView.performBatchUpdates({
      tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }) { finished = $0 }
    #expect(finished == true)
    #expect(tableView.contentSize.height == 600)
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === formerFirst)
    #expect(formerFirst.frame.minY == 100)
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    #expect(source.log == ["willDisplay 0.0"])
  }

  @Test("deletes, inserts and a move at once: survivors fill the free places in order")
  func mixedUpdate() throws {
    let source = TableViewTestDataSource(counts: [10])
    let tableView = source.makeTableView(rowHeight: 80)
    tableView.allowsMultipleSelection = true
    for row in [2, 5, 8] {
      tableView.selectRow(
        at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
    }
    let cells = (0..<10).map { tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
    source.log.removeAll()
    tableView.performBatchUpdates {
      tableView.deleteRows(
        at: [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)], with: .left)
      tableView.insertRows(
        at: [IndexPath(row: 0, section: 0), IndexPath(row: 6, section: 0)], with: .right)
      tableView.moveRow(at: IndexPath(row: 8, section: 0), to: IndexPath(row: 2, section: 0))
    }
    // Survivors 0, 2, 3, 5, 6, 7, 9 fill the places 0, 2 and 6 leave free: 1, 3, 4, 5, 7, 8, 9.
    for (old, new) in [(0, 1), (2, 3), (3, 4), (5, 5), (6, 7), (7, 8), (9, 9), (8, 2)] {
      let cell = try #require(cells[old])
      #expect(tableView.cellForRow(at: IndexPath(row: new, section: 0)) === cell)
      #expect(cell.frame.minY == CGFloat(new * 80))
    }
    #expect(
      tableView.indexPathsForSelectedRows == [
        IndexPath(row: 3, section: 0), IndexPath(row: 5, section: 0),
        IndexPath(row: 2, section: 0),
      ])
    #expect(
      source.log == [
        "didEndDisplaying 0.1", "didEndDisplaying 0.4", "willDisplay 0.0", "willDisplay 0.6",
      ])
  }

  @Test("beginUpdates/endUpdates deletes rows 1 and 3; their cells end displaying")
  func deleteRows() {
    let source = TableViewTestDataSource(counts: [5])
    let tableView = source.makeTableView()
    source.log.removeAll()
    source.counts = [3]
    tableView.beginUpdates()
    tableView.deleteRows(
      at: [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)], with: .fade)
    tableView.endUpdates()
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    #expect(tableView.contentSize.height == 300)
    #expect(source.log == ["didEndDisplaying 0.1", "didEndDisplaying 0.3"])
    #expect(tableView.indexPathsForVisibleRows?.count == 3)
  }

  @Test("reloadRows asks again for that row's cell only, and deselects it; reloadData clears")
  func reloadRow() {
    let source = TableViewTestDataSource(counts: [5])
    let tableView = source.makeTableView()
    tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    tableView.allowsMultipleSelection = true
    tableView.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    source.log.removeAll()
    tableView.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
    #expect(source.log == ["didEndDisplaying 0.2", "willDisplay 0.2"])
    #expect(source.cellRequests == 6)
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    #expect(tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
    tableView.reloadData()
    tableView.layoutIfNeeded()
    #expect(tableView.indexPathForSelectedRow == nil)
    #expect(tableView.visibleCells.allSatisfy { !$0.isSelected })
  }

  @Test("counts that do not add up are reported, the table reloads, completion gets false")
  func inconsistentUpdate() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    runtime.run {
      let source = TableViewTestDataSource(counts: [5])
      let tableView = source.makeTableView()
      source.counts = [5]
      var finished: Bool?
      tableView.performBatchUpdates({
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      }) { finished = $0 }
      #expect(finished == false)
      let problems = runtime.takeProblems()
      #expect(problems.count == 1)
      #expect(problems.first?.type == "UITableView")
      #expect(problems.first?.call == "performBatchUpdates(_:completion:)")
      #expect(
        problems.first?.message.hasPrefix("Invalid update: invalid number of rows in section 0")
          == true)
      #expect(tableView.numberOfRows(inSection: 0) == 5)
      tableView.endUpdates()
      #expect(runtime.takeProblems().map(\.call) == ["endUpdates()"])
    }
  }
}
