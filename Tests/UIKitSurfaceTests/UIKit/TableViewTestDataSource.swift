import UIKit

/// A data source and delegate for the table-view suites: row counts per section, cells of one
/// registered class, optional per-row heights, and a log of the delegate calls.
final class TableViewTestDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  static let reuseIdentifier = "row"
  var counts: [Int]
  /// Each row's height from the delegate; nil gives the table's ``UITableView/rowHeight``.
  var heights: ((IndexPath) -> CGFloat)?
  var headerTitles: [Int: String] = [:]
  var log: [String] = []
  /// What `willSelectRowAt` answers for a row; absent rows answer themselves.
  var selectionRedirects: [IndexPath: IndexPath?] = [:]
  /// Every cell the data source handed out, distinct instances counted once.
  var cellsHandedOut: [ObjectIdentifier] = []
  var cellRequests = 0

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
    let id = ObjectIdentifier(cell)
    if !cellsHandedOut.contains(id) { cellsHandedOut.append(id) }
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles[section]
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights?(indexPath) ?? tableView.rowHeight
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    log.append("shouldHighlight \(name(indexPath))")
    return true
  }

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    log.append("didHighlight \(name(indexPath))")
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    log.append("didUnhighlight \(name(indexPath))")
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect \(name(indexPath))")
    if let redirect = selectionRedirects[indexPath] { return redirect }
    return indexPath
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willDeselect \(name(indexPath))")
    return indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(name(indexPath))")
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(name(indexPath))")
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("willDisplay \(name(indexPath))")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying \(name(indexPath))")
  }

  /// The log without the display calls.
  var selectionLog: [String] {
    log.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") }
  }

  /// A plain table of `size` showing this data source, laid out once.
  func makeTableView(
    size: CGSize = CGSize(width: 393, height: 852), rowHeight: CGFloat = 100,
    cellClass: AnyClass = UITableViewCell.self
  ) -> UITableView {
    let tableView = UITableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    tableView.register(cellClass, forCellReuseIdentifier: Self.reuseIdentifier)
    tableView.rowHeight = rowHeight
    tableView.dataSource = self
    tableView.delegate = self
    tableView.layoutIfNeeded()
    return tableView
  }

  private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }
}
