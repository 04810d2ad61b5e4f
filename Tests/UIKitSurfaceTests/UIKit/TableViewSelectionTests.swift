import Testing
import UIKit

// Index paths and call orders are compared exactly; offsets are sums of 100-pt rows: exact.

/// A cell that records each `setSelected(_:animated:)` the table makes, as an app's cell that
/// restyles itself would.
final class RecordingSelectionCell: UITableViewCell {
  var selectionChanges: [Bool] = []

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    selectionChanges.append(selected)
  }
}

@Suite("UITableView: taps select rows with the delegate told in UIKit's order")
struct TableViewSelectionTests {
  @Test("a tap highlights then selects row 2; a second row deselects it first")
  func tapOrder() {
    let source = TableViewTestDataSource(counts: [20])
    let tableView = source.makeTableView()
    tableView.handleTap(at: CGPoint(x: 50, y: 250))
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    tableView.handleTap(at: CGPoint(x: 50, y: 420))
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    #expect(
      source.selectionLog == [
        "shouldHighlight 0.2", "didHighlight 0.2", "didUnhighlight 0.2", "willSelect 0.2",
        "didSelect 0.2",
        "shouldHighlight 0.4", "didHighlight 0.4", "didUnhighlight 0.4", "willSelect 0.4",
        "willDeselect 0.2", "didDeselect 0.2", "didSelect 0.4",
      ])
  }

  @Test("willSelectRowAt redirects a tap to row 7, or refuses it with nil")
  func willSelectRedirects() {
    let source = TableViewTestDataSource(counts: [20])
    let tableView = source.makeTableView()
    source.selectionRedirects[IndexPath(row: 1, section: 0)] = IndexPath(row: 7, section: 0)
    source.selectionRedirects[IndexPath(row: 3, section: 0)] = .some(IndexPath?.none)
    tableView.handleTap(at: CGPoint(x: 50, y: 150))
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 7, section: 0))
    tableView.handleTap(at: CGPoint(x: 50, y: 350))
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 7, section: 0))
    #expect(source.selectionLog.last == "willSelect 0.3")
  }

  @Test("with multiple selection a second tap deselects; programmatic selection is silent")
  func multipleSelection() {
    let source = TableViewTestDataSource(counts: [20])
    let tableView = source.makeTableView()
    tableView.allowsMultipleSelection = true
    tableView.handleTap(at: CGPoint(x: 50, y: 50))
    tableView.handleTap(at: CGPoint(x: 50, y: 150))
    tableView.handleTap(at: CGPoint(x: 50, y: 50))
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    source.log.removeAll()
    tableView.selectRow(at: IndexPath(row: 15, section: 0), animated: false, scrollPosition: .none)
    #expect(tableView.contentOffset.y == 0)  // .none does not scroll from selectRow
    tableView.selectRow(at: IndexPath(row: 12, section: 0), animated: false, scrollPosition: .top)
    #expect(tableView.contentOffset.y == 1_148)  // row 12 at the top, clamped to 2000 − 852
    tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    #expect(
      tableView.indexPathsForSelectedRows == [
        IndexPath(row: 15, section: 0), IndexPath(row: 12, section: 0),
      ])
    #expect(source.selectionLog.isEmpty)
    tableView.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(tableView.indexPathForSelectedRow == nil)
  }

  @Test("a cell's setSelected override hears the table; a reused cell starts unselected")
  func cellHearsSelection() throws {
    let source = TableViewTestDataSource(counts: [40])
    let tableView = source.makeTableView(cellClass: RecordingSelectionCell.self)
    tableView.handleTap(at: CGPoint(x: 50, y: 50))
    let cell = try #require(
      tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? RecordingSelectionCell)
    #expect(cell.selectionChanges.last == true)
    tableView.setContentOffset(CGPoint(x: 0, y: 2_000), animated: false)
    tableView.layoutIfNeeded()
    #expect(cell.selectionChanges.last == false)
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    tableView.setContentOffset(.zero, animated: false)
    tableView.layoutIfNeeded()
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
  }

  @Test("no selection when allowsSelection is false, or over a header")
  func noSelection() {
    let source = TableViewTestDataSource(counts: [5])
    source.headerTitles = [0: "Today"]
    let tableView = source.makeTableView()
    tableView.handleTap(at: CGPoint(x: 50, y: 10))  // the 28-pt titled header
    #expect(tableView.indexPathForSelectedRow == nil)
    tableView.allowsSelection = false
    tableView.handleTap(at: CGPoint(x: 50, y: 60))
    #expect(tableView.indexPathForSelectedRow == nil)
    #expect(source.selectionLog.isEmpty)
  }
}
