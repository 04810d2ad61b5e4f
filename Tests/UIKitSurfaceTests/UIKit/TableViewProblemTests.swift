import HeadlessRuntime
import Testing
import UIKit

// Counts and heights are set exactly: compared with ==.

/// A data source that hands out one cell it made itself for every row, as a buggy app might.
private final class OneCellSource: NSObject, UITableViewDataSource {
  let cell = UITableViewCell(style: .default, reuseIdentifier: "row")

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cell
  }
}

/// A delegate whose row heights go wrong at row 2.
private final class BadHeights: NSObject, UITableViewDataSource, UITableViewDelegate {
  var count = 5
  var badHeight = CGFloat.nan

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    indexPath.row == 2 ? badHeight : 50
  }
}

@Suite("UITableView: bad heights, cells and counts are reported, never trusted")
struct TableViewProblemTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  private func makeTable(_ source: some UITableViewDataSource) -> UITableView {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.rowHeight = 80
    tableView.dataSource = source
    tableView.delegate = source as? any UITableViewDelegate
    tableView.layoutIfNeeded()
    return tableView
  }

  @Test("a NaN, infinite or negative row height is reported and the table's 80 pt used")
  func badRowHeights() {
    for bad in [CGFloat.nan, .infinity, -3] {
      let runtime = HeadlessRuntime(display: display)
      runtime.run {
        let source = BadHeights()
        source.badHeight = bad
        let tableView = makeTable(source)
        #expect(tableView.contentSize.height == 280)  // 4 · 50 + 80
        let problems = runtime.takeProblems()
        #expect(problems.count == 1)
        #expect(problems.first?.type == "BadHeights")
        #expect(problems.first?.call == "tableView(_:heightForRowAt:)")
        #expect(problems.first?.message.hasPrefix("returned \(bad) for row [0, 2]") == true)
      }
    }
  }

  @Test("rowHeight = -5 or NaN is reported and the previous height kept")
  func badRowHeightProperty() {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let tableView = UITableView(frame: .zero, style: .plain)
      tableView.rowHeight = 60
      tableView.rowHeight = -5
      tableView.sectionHeaderHeight = .nan
      #expect(tableView.rowHeight == 60)
      #expect(tableView.sectionHeaderHeight == UITableView.automaticDimension)
      let problems = runtime.takeProblems()
      #expect(problems.map(\.call) == ["rowHeight", "sectionHeaderHeight"])
      #expect(problems.allSatisfy { $0.type == "UITableView" })
    }
  }

  @Test("one cell returned for every row: the rows after the first have no cell, reported")
  func cellShownTwice() {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let source = OneCellSource()
      let tableView = makeTable(source)
      #expect(tableView.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0)])
      let problems = runtime.takeProblems()
      #expect(problems.count == 2)
      #expect(problems.first?.type == "OneCellSource")
      #expect(problems.first?.call == "tableView(_:cellForRowAt:)")
      #expect(
        problems.first?.message.hasPrefix(
          "returned for row [0, 1] a cell that is already on screen for row [0, 0]") == true)
    }
  }

  @Test("2,000,000 rows are cut to 1,000,000, reported with the data source's type")
  func hugeCount() {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let source = TableViewTestDataSource(counts: [2_000_000])
      let tableView = source.makeTableView(rowHeight: 10)
      #expect(tableView.numberOfRows(inSection: 0) == 1_000_000)
      #expect(tableView.contentSize.height == 10_000_000)
      let problems = runtime.takeProblems()
      #expect(problems.count == 1)
      #expect(problems.first?.type == "TableViewTestDataSource")
      #expect(problems.first?.call == "tableView(_:numberOfRowsInSection:)")
    }
  }

  @Test("an unregistered identifier, a missing row and a missing section are reported")
  func badCalls() {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let source = TableViewTestDataSource(counts: [5])
      let tableView = source.makeTableView()
      _ = tableView.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
      #expect(tableView.dequeueReusableCell(withIdentifier: "nope") == nil)
      tableView.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
      #expect(tableView.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
      #expect(tableView.rect(forSection: 3) == .zero)
      #expect(tableView.numberOfRows(inSection: -1) == 0)
      let problems = runtime.takeProblems()
      #expect(
        problems.map(\.call) == [
          "dequeueReusableCell(withIdentifier:for:)", "scrollToRow(at:at:animated:)",
          "rectForRow(at:)", "rect(forSection:)", "numberOfRows(inSection:)",
        ])
      #expect(tableView.contentOffset.y == 0)
    }
  }

  @Test("a run of zero-height rows stops at the per-frame limit instead of being walked")
  func zeroHeightRows() {
    var limits = HeadlessRuntimeLimits()
    limits.maximumAttributesPerFrame = 100
    let runtime = HeadlessRuntime(display: display, limits: limits)
    runtime.run {
      let source = TableViewTestDataSource(counts: [1_000])
      source.heights = { $0.row == 999 ? 100 : 0 }
      let tableView = source.makeTableView()
      #expect(tableView.contentSize.height == 100)
      #expect(tableView.indexPathsForVisibleRows == nil)
      #expect(runtime.takeProblems().map(\.call) == ["layoutSubviews()"])
    }
  }
}
