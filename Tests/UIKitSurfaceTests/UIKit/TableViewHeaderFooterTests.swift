import Testing
import UIKit

// Frames are sums of 40-pt headers and 100-pt rows: compared with ==. Counts exactly.

/// A section header an app would write: a registered subclass with its own initializer.
final class SectionTitleHeader: UITableViewHeaderFooterView {
  let badge = UIView(frame: .zero)

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A cell an app would write from Xcode's template: a registered subclass that picks its own
/// style.
final class SubtitleCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
  }
}

/// Ten sections of five 100-pt rows under 40-pt header views; or unregistered cells made the
/// pre-iOS 6 way (`dequeueReusableCell(withIdentifier:) ?? UITableViewCell(style:…)`).
private final class SectionedSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var log: [String] = []
  var headersMade: Set<ObjectIdentifier> = []
  var cellsMade: Set<ObjectIdentifier> = []
  var makesCellsItself = false

  func numberOfSections(in tableView: UITableView) -> Int { 10 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      makesCellsItself
      ? tableView.dequeueReusableCell(withIdentifier: "plain")
        ?? UITableViewCell(style: .value1, reuseIdentifier: "plain")
      : tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cellsMade.insert(ObjectIdentifier(cell))
    return cell
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    if let header { headersMade.insert(ObjectIdentifier(header)) }
    return header
  }

  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    log.append("willDisplayHeader \(section)")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    log.append("didEndDisplayingHeader \(section)")
  }
}

@Suite("UITableView: header and footer views, registered subclasses, cells made by the app")
struct TableViewHeaderFooterTests {
  private func makeTable(_ source: SectionedSource, style: UITableView.Style = .grouped)
    -> UITableView
  {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: style)
    tableView.register(SubtitleCell.self, forCellReuseIdentifier: "row")
    tableView.register(SectionTitleHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    tableView.rowHeight = 100
    tableView.dataSource = source
    tableView.delegate = source
    tableView.layoutIfNeeded()
    return tableView
  }

  @Test("headers sit at each section's top (0, 540), are reused, and are sampled")
  func headerViews() throws {
    let source = SectionedSource()
    let tableView = makeTable(source)
    #expect(tableView.contentSize.height == 5_400)
    let first = try #require(tableView.headerView(forSection: 0) as? SectionTitleHeader)
    #expect(first.frame == CGRect(x: 0, y: 0, width: 393, height: 40))
    #expect(first.reuseIdentifier == "header")
    #expect(first.badge.superview === first.contentView)
    #expect(tableView.headerView(forSection: 1)?.frame.minY == 540)
    let items = try #require(tableView.headlessLayoutItems())
    #expect(items.filter { $0.category == .cell }.count == 8)  // rows 0.0–0.4, 1.0–1.2 (to 880)
    #expect(items.filter { $0.kind == "UITableViewSectionHeader" }.count == 2)
    // 1200…2052: section 2's header (1080) has gone, section 3's (1620) shows.
    tableView.setContentOffset(CGPoint(x: 0, y: 1_200), animated: false)
    tableView.layoutIfNeeded()
    #expect(tableView.headerView(forSection: 3)?.frame.minY == 1_620)
    #expect(tableView.headerView(forSection: 0) == nil)
    #expect(source.headersMade.count == 2)
    #expect(
      source.log == [
        "willDisplayHeader 0", "willDisplayHeader 1", "didEndDisplayingHeader 0",
        "didEndDisplayingHeader 1", "willDisplayHeader 3",
      ])
  }

  @Test("plain headers float: section 2's header pinned at 1200, pushed to 1580, over the rows")
  func floatingHeaders() throws {
    let source = SectionedSource()
    let tableView = makeTable(source, style: .plain)
    // Section 2 spans 1080…1620: at offset 1200 its header is pinned at the top.
    tableView.setContentOffset(CGPoint(x: 0, y: 1_200), animated: false)
    tableView.layoutIfNeeded()
    let pinned = try #require(tableView.headerView(forSection: 2))
    #expect(pinned.frame == CGRect(x: 0, y: 1_200, width: 393, height: 40))
    #expect(tableView.rectForHeader(inSection: 2).minY == 1_080)
    #expect(tableView.headerView(forSection: 3)?.frame.minY == 1_620)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 2)))
    let cellIndex = try #require(tableView.subviews.firstIndex { $0 === cell })
    let headerIndex = try #require(tableView.subviews.firstIndex { $0 === pinned })
    #expect(cellIndex < headerIndex)
    // A tap on the pinned header over row 2.1 (1220 − 1080 − 40 = 100: row 1) selects nothing.
    tableView.handleTap(at: CGPoint(x: 50, y: 1_220))
    #expect(tableView.indexPathForSelectedRow == nil)
    tableView.handleTap(at: CGPoint(x: 50, y: 1_250))
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 2))
    // At 1600 the section's end (1620) pushes it up to 1580.
    tableView.setContentOffset(CGPoint(x: 0, y: 1_600), animated: false)
    tableView.layoutIfNeeded()
    #expect(tableView.headerView(forSection: 2)?.frame.minY == 1_580)
    // At 1700 section 3's header is pinned and section 2's has gone.
    tableView.setContentOffset(CGPoint(x: 0, y: 1_700), animated: false)
    tableView.layoutIfNeeded()
    #expect(tableView.headerView(forSection: 3)?.frame.minY == 1_700)
    #expect(tableView.headerView(forSection: 2) == nil)
    // At most three headers at once (at 1600: sections 2, 3 and 4, at 2160): three views made.
    #expect(source.headersMade.count == 3)
  }

  @Test("scrollToRow with row NSNotFound scrolls to the section's header: section 4 at 2160")
  func scrollToSection() {
    let source = SectionedSource()
    let tableView = makeTable(source)
    tableView.scrollToRow(at: IndexPath(row: NSNotFound, section: 4), at: .top, animated: false)
    #expect(tableView.contentOffset.y == 2_160)
  }

  @Test("a registered subclass is made through its own init(style:reuseIdentifier:)")
  func registeredSubclass() throws {
    let source = SectionedSource()
    let tableView = makeTable(source)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell is SubtitleCell)
    #expect(cell.detailTextLabel != nil)
    #expect(cell.reuseIdentifier == "row")
    #expect(cell.frame == CGRect(x: 0, y: 40, width: 393, height: 100))
    #expect(cell.contentView.frame.size == CGSize(width: 393, height: 100))
  }

  @Test("cells the app makes itself with a reuse identifier are reused: 10 for 50 rows")
  func appMadeCells() {
    let source = SectionedSource()
    source.makesCellsItself = true
    let tableView = makeTable(source)
    for offset in stride(from: 0, through: 4_500, by: 300) {
      tableView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      tableView.layoutIfNeeded()
    }
    #expect(tableView.contentOffset.y == 4_500)
    // At most 10 rows meet an 852-pt window (9 rows and a header, or 10 rows across a header).
    #expect(source.cellsMade.count <= 10)
    #expect(tableView.visibleCells.allSatisfy { $0.reuseIdentifier == "plain" })
  }
}
