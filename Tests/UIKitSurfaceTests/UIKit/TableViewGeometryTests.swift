import Testing
import UIKit

/// Frames are sums of the heights set: exact to 1e-9 pt.
private let pointTolerance: CGFloat = 1e-9

/// A data source whose delegate gives no row heights: rows are the table's ``rowHeight``.
private final class UniformRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  let count: Int
  var requests = 0
  var headerHeightRequests = 0

  init(count: Int) { self.count = count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    requests += 1
    return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    headerHeightRequests += 1
    return 0
  }
}

private func expectRect(
  _ rect: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(rect.minX - x) <= pointTolerance && abs(rect.minY - y) <= pointTolerance
      && abs(rect.width - width) <= pointTolerance && abs(rect.height - height) <= pointTolerance,
    "\(rect) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

@Suite("UITableView: rows stack in section order, found by binary search, reused")
struct TableViewGeometryTests {
  /// Two sections of 3 and 4 rows of 50 pt, 30-pt headers, 10-pt footers, a 100-pt table header
  /// and a 20-pt table footer.
  private func makeSectionedTable() -> (UITableView, TableViewTestDataSource) {
    let source = TableViewTestDataSource(counts: [3, 4])
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .grouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.rowHeight = 50
    tableView.sectionHeaderHeight = 30
    tableView.sectionFooterHeight = 10
    tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    tableView.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    tableView.dataSource = source
    tableView.delegate = source
    tableView.layoutIfNeeded()
    return (tableView, source)
  }

  @Test("frames: table header, then header, rows and footer per section, then table footer")
  func sectionFrames() {
    let (tableView, source) = makeSectionedTable()
    defer { withExtendedLifetime(source) {} }
    // 100 + (30 + 3·50 + 10) + (30 + 4·50 + 10) + 20 = 550.
    #expect(tableView.contentSize == CGSize(width: 393, height: 550))
    expectRect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)), 0, 130, 393, 50)
    expectRect(tableView.rectForRow(at: IndexPath(row: 2, section: 1)), 0, 420, 393, 50)
    expectRect(tableView.rect(forSection: 1), 0, 290, 393, 240)
    expectRect(tableView.rectForHeader(inSection: 1), 0, 290, 393, 30)
    expectRect(tableView.rectForFooter(inSection: 0), 0, 280, 393, 10)
    expectRect(tableView.tableHeaderView?.frame ?? .zero, 0, 0, 393, 100)
    expectRect(tableView.tableFooterView?.frame ?? .zero, 0, 530, 393, 20)
    expectRect(
      tableView.cellForRow(at: IndexPath(row: 3, section: 1))?.frame ?? .zero, 0, 470, 393, 50)
    #expect(tableView.visibleCells.count == 7)
  }

  @Test("indexPathForRow(at:): tops inclusive, headers and footers hold no row")
  func pointToRow() {
    let (tableView, source) = makeSectionedTable()
    defer { withExtendedLifetime(source) {} }
    #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 129.5)) == nil)
    #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 130)) == IndexPath(row: 0, section: 0))
    #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 285)) == nil)
    #expect(
      tableView.indexPathForRow(at: CGPoint(x: 10, y: 469.9)) == IndexPath(row: 2, section: 1))
    #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 470)) == IndexPath(row: 3, section: 1))
    #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 540)) == nil)
    #expect(tableView.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: 200)) == nil)
    #expect(
      tableView.indexPathsForRows(in: CGRect(x: 0, y: 200, width: 393, height: 150)) == [
        IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
        IndexPath(row: 0, section: 1),
      ])
  }

  @Test("automaticDimension: 44 pt rows, the estimate when set, 28 pt for a titled header")
  func automaticDimension() {
    let source = TableViewTestDataSource(counts: [10])
    let tableView = source.makeTableView(rowHeight: UITableView.automaticDimension)
    #expect(UITableView.automaticDimension == -1)
    #expect(tableView.contentSize.height == 440)
    tableView.estimatedRowHeight = 60
    tableView.layoutIfNeeded()
    #expect(tableView.contentSize.height == 600)
    source.headerTitles = [0: "Friends"]
    tableView.reloadData()
    tableView.layoutIfNeeded()
    #expect(tableView.contentSize.height == 628)
    expectRect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)), 0, 28, 393, 60)
  }

  @Test("heights from the delegate, row by row: 20, 30, 40, 20, …")
  func delegateHeights() {
    let source = TableViewTestDataSource(counts: [30])
    source.heights = { CGFloat(20 + 10 * ($0.row % 3)) }
    let tableView = source.makeTableView()
    // Ten groups of 90 pt.
    #expect(tableView.contentSize.height == 900)
    // Tops 0, 20, 50, 90, 110, 140.
    expectRect(tableView.rectForRow(at: IndexPath(row: 5, section: 0)), 0, 140, 393, 40)
    #expect(tableView.indexPathForRow(at: CGPoint(x: 1, y: 139.5)) == IndexPath(row: 4, section: 0))
    #expect(tableView.indexPathForRow(at: CGPoint(x: 1, y: 140)) == IndexPath(row: 5, section: 0))
    #expect(tableView.indexPathForRow(at: CGPoint(x: 1, y: 899)) == IndexPath(row: 29, section: 0))
  }

  @Test("scrolling shows rows 10…18 at 1000 pt with the 9 cells made at the top, reused")
  func visibleRowsAndReuse() {
    let source = TableViewTestDataSource(counts: [100])
    let tableView = source.makeTableView()
    // 852 pt of 100-pt rows: rows 0…8.
    #expect(tableView.indexPathsForVisibleRows == (0...8).map { IndexPath(row: $0, section: 0) })
    #expect(source.cellsHandedOut.count == 9)
    #expect(tableView.visibleCells.map(\.frame.minY) == (0...8).map { CGFloat($0 * 100) })
    tableView.setContentOffset(CGPoint(x: 0, y: 1_000), animated: false)
    tableView.layoutIfNeeded()
    #expect(tableView.indexPathsForVisibleRows == (10...18).map { IndexPath(row: $0, section: 0) })
    #expect(source.cellRequests == 18)
    #expect(source.cellsHandedOut.count == 9)
    #expect(source.log.filter { $0.hasPrefix("willDisplay") }.count == 18)
    #expect(source.log.filter { $0.hasPrefix("didEndDisplaying") }.count == 9)
    #expect(tableView.visibleCells.map(\.frame.minY) == (10...18).map { CGFloat($0 * 100) })
  }

  @Test("a million rows: the height is asked once, a jump shows 20 rows from row 500,000")
  func millionRows() {
    let source = UniformRows(count: 1_000_000)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.rowHeight = 44
    tableView.dataSource = source
    tableView.delegate = source
    tableView.layoutIfNeeded()
    #expect(tableView.contentSize.height == 44_000_000)
    #expect(source.requests == 20)  // 852 / 44 = 19.4: rows 0…19
    tableView.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top, animated: false)
    tableView.layoutIfNeeded()
    #expect(tableView.contentOffset.y == 22_000_000)
    #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 500_000, section: 0))
    #expect(tableView.indexPathsForVisibleRows?.count == 20)
    #expect(source.requests == 40)
    #expect(source.headerHeightRequests == 1)
  }

  @Test("scrollToRow: row 10 of 100-pt rows at top 1000, middle 624, bottom 248, clamped")
  func scrollToRow() {
    let source = TableViewTestDataSource(counts: [20])
    let tableView = source.makeTableView()
    let row = IndexPath(row: 10, section: 0)
    tableView.scrollToRow(at: row, at: .top, animated: false)
    #expect(abs(tableView.contentOffset.y - 1_000) <= pointTolerance)
    tableView.scrollToRow(at: row, at: .middle, animated: false)
    #expect(abs(tableView.contentOffset.y - 624) <= pointTolerance)  // 1050 − 852 / 2
    tableView.scrollToRow(at: row, at: .bottom, animated: false)
    #expect(abs(tableView.contentOffset.y - 248) <= pointTolerance)  // 1100 − 852
    tableView.scrollToRow(at: IndexPath(row: 9, section: 0), at: .none, animated: false)
    #expect(abs(tableView.contentOffset.y - 248) <= pointTolerance)  // already fully visible
    tableView.scrollToRow(at: IndexPath(row: 1, section: 0), at: .none, animated: false)
    #expect(abs(tableView.contentOffset.y - 100) <= pointTolerance)  // its top to the top
    tableView.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
    #expect(abs(tableView.contentOffset.y - 1_148) <= pointTolerance)  // 2000 − 852
  }
}
