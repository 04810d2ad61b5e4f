import Testing
import UIKit

// Header and row positions are sums of whole points: compared with ==.

/// A table data source subclass as apps write one: section titles and swipe to delete.
private final class TitledDataSource: UITableViewDiffableDataSource<String, Int> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sectionIdentifier(for: section)
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let id = itemIdentifier(for: indexPath) else { return }
    var snapshot = snapshot()
    snapshot.deleteItems([id])
    apply(snapshot)
  }
}

@Suite("Diffable data sources as apps subclass and await them")
struct DiffableAppCodeTests {
  @Test("a subclass's section titles size automatic headers; await apply shows the snapshot")
  func subclassAndAsyncApply() async throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .plain)
    tableView.rowHeight = 44
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let dataSource = TitledDataSource(tableView: tableView) { tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "\(id)"
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1, 2], toSection: "A")
    snapshot.appendItems([3], toSection: "B")
    await dataSource.apply(snapshot, animatingDifferences: false)
    tableView.layoutIfNeeded()
    #expect(tableView.numberOfSections == 2)
    #expect(dataSource.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 0)))
    // Titled automatic headers are 28 pt: A's header 0…28, rows 28 and 72, B's header at 116.
    #expect(tableView.rectForHeader(inSection: 1).minY == 116)
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 144)
    dataSource.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    #expect(dataSource.snapshot().itemIdentifiers == [2, 3])
    #expect(tableView.numberOfRows(inSection: 0) == 1)
    #expect(tableView.rectForHeader(inSection: 1).minY == 72)
  }
}
