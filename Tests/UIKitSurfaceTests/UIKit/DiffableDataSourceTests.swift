import HeadlessRuntime
import Testing
import UIKit

// Tolerance: frames are sums of the flow layout's sizes, exact in binary; compared with ==.
// Counts, identifiers and index paths are integers or exact values.

/// A flow layout that keeps the update items of each batch update, as a layout animating them
/// would read them.
private final class RecordingFlowLayout: UICollectionViewFlowLayout {
  var updates: [[UICollectionViewUpdateItem]] = []

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    updates.append(updateItems)
  }
}

/// A cell that shows a name.
private final class NameCell: UICollectionViewCell {
  var name = ""
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

private enum Section: Int, Hashable, Sendable {
  case main
  case more
}

/// A 340 × 800 collection view of 100-pt items (three per line, lines 110 pt apart) fed by a
/// diffable data source through a cell registration.
private final class NameGrid {
  let layout = RecordingFlowLayout()
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Section, String>
  var configured: [(IndexPath, String)] = []

  init() {
    layout.itemSize = CGSize(width: 100, height: 100)
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 340, height: 800), collectionViewLayout: layout)
    var configured: (IndexPath, String) -> Void = { _, _ in }
    let registration = UICollectionView.CellRegistration<NameCell, String> {
      cell, indexPath, name in
      cell.name = name
      configured(indexPath, name)
    }
    dataSource = UICollectionViewDiffableDataSource<Section, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    configured = { [unowned self] in self.configured.append(($0, $1)) }
  }

  func names() -> [String] {
    collectionView.visibleCells.compactMap { ($0 as? NameCell)?.name }
  }

  func cell(_ name: String) -> NameCell? {
    guard let indexPath = dataSource.indexPath(for: name) else { return nil }
    return collectionView.cellForItem(at: indexPath) as? NameCell
  }
}

private func snapshot(_ main: [String], more: [String]? = nil)
  -> NSDiffableDataSourceSnapshot<Section, String>
{
  var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
  snapshot.appendSections([.main])
  snapshot.appendItems(main)
  if let more {
    snapshot.appendSections([.more])
    snapshot.appendItems(more, toSection: .more)
  }
  return snapshot
}

@Suite("UICollectionViewDiffableDataSource: snapshots become reloads and batch updates")
struct DiffableDataSourceTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test("the first apply reloads; identifiers map to index paths both ways")
  func firstApplyReloads() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let grid = NameGrid()
      #expect(grid.collectionView.dataSource === grid.dataSource)
      var completions = 0
      grid.dataSource.apply(snapshot(["a", "b", "c", "d"], more: ["e"])) { completions += 1 }
      #expect(completions == 1)
      grid.collectionView.layoutIfNeeded()
      #expect(grid.layout.updates.isEmpty)
      #expect(grid.collectionView.numberOfSections == 2)
      #expect(grid.collectionView.numberOfItems(inSection: 0) == 4)
      #expect(grid.names() == ["a", "b", "c", "d", "e"])
      #expect(grid.dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)) == "d")
      #expect(grid.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == nil)
      #expect(grid.dataSource.indexPath(for: "e") == IndexPath(item: 0, section: 1))
      #expect(grid.dataSource.indexPath(for: "z") == nil)
      #expect(grid.dataSource.sectionIdentifier(for: 1) == .more)
      #expect(grid.dataSource.sectionIdentifier(for: 2) == nil)
      #expect(grid.dataSource.index(for: .more) == 1)
      // "d" starts the second line: y = 110; "e" the second section, right below the first's
      // last line (110 + 100: line spacing applies within a section only).
      let d = try #require(grid.cell("d"))
      #expect(d.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
      #expect(try #require(grid.cell("e")).frame.minY == 210)
      #expect(grid.configured.map(\.1) == ["a", "b", "c", "d", "e"])
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("an animated apply runs the difference as one batch update and keeps moved cells")
  func animatedApplyIsABatchUpdate() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let grid = NameGrid()
      grid.dataSource.apply(snapshot(["a", "b", "c", "d"]), animatingDifferences: false)
      grid.collectionView.layoutIfNeeded()
      let a = try #require(grid.cell("a"))
      let c = try #require(grid.cell("c"))
      grid.configured.removeAll()
      var completed = false
      grid.dataSource.apply(snapshot(["x", "c", "a", "d", "y"])) { completed = true }
      #expect(completed)
      #expect(grid.layout.updates.count == 1)
      let items = try #require(grid.layout.updates.first)
      let summary = items.map { item in
        "\(item.updateAction) \(item.indexPathBeforeUpdate.map { "\($0.item)" } ?? "-")→"
          + (item.indexPathAfterUpdate.map { "\($0.item)" } ?? "-")
      }
      // b deleted; x and y inserted; of c, a, d (old 2, 0, 3) the run a, d stays and c moves.
      #expect(
        summary.sorted() == ["delete 1→-", "insert -→0", "insert -→4", "move 2→1"].sorted())
      #expect(grid.names() == ["x", "c", "a", "d", "y"])
      // The cells of a and c are the same objects, at their new places.
      #expect(grid.cell("a") === a)
      #expect(grid.cell("c") === c)
      #expect(a.frame.origin == CGPoint(x: 240, y: 0))
      #expect(c.frame.origin == CGPoint(x: 120, y: 0))
      #expect(grid.dataSource.indexPath(for: "y") == IndexPath(item: 4, section: 0))
      // Only the inserted items were configured.
      #expect(grid.configured.map(\.1).sorted() == ["x", "y"])
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("a later apply without animation still diffs, as iOS 15: cells stay; a reload does not")
  func unanimatedApplyDiffs() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let grid = NameGrid()
      grid.dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
      grid.collectionView.layoutIfNeeded()
      let b = try #require(grid.cell("b"))
      grid.configured.removeAll()
      grid.dataSource.apply(snapshot(["b", "c", "d"]), animatingDifferences: false)
      #expect(grid.layout.updates.count == 1)
      #expect(grid.cell("b") === b)
      #expect(b.frame.origin == CGPoint(x: 0, y: 0))
      #expect(grid.configured.map(\.1) == ["d"])
      grid.configured.removeAll()
      grid.dataSource.applySnapshotUsingReloadData(snapshot(["b", "c", "d"]))
      grid.collectionView.layoutIfNeeded()
      #expect(grid.layout.updates.count == 1)
      #expect(grid.configured.map(\.1) == ["b", "c", "d"])
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("sections move and reloaded items get new cells")
  func sectionsAndReloads() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let grid = NameGrid()
      grid.dataSource.apply(snapshot(["a", "b"], more: ["c"]), animatingDifferences: false)
      grid.collectionView.layoutIfNeeded()
      let b = try #require(grid.cell("b"))
      var next = NSDiffableDataSourceSnapshot<Section, String>()
      next.appendSections([.more, .main])
      next.appendItems(["c", "b"], toSection: .more)
      next.appendItems(["a"], toSection: .main)
      grid.dataSource.apply(next)
      #expect(grid.names() == ["c", "b", "a"])
      #expect(grid.cell("b") === b)
      #expect(grid.dataSource.indexPath(for: "a") == IndexPath(item: 0, section: 1))
      var reloaded = grid.dataSource.snapshot()
      #expect(reloaded.reloadedItemIdentifiers.isEmpty)
      reloaded.reloadItems(["b"])
      grid.configured.removeAll()
      grid.dataSource.apply(reloaded)
      #expect(grid.configured.map(\.1) == ["b"])
      #expect(grid.layout.updates.last?.map(\.updateAction) == [.reload])
      #expect(grid.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("reconfiguring hands the item's own cell back to the registration, not reused")
  func reconfigureKeepsTheCell() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let grid = NameGrid()
      grid.dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
      grid.collectionView.layoutIfNeeded()
      let b = try #require(grid.cell("b"))
      var next = grid.dataSource.snapshot()
      next.reconfigureItems(["b"])
      next.appendItems(["d"])
      grid.configured.removeAll()
      var completed = false
      grid.dataSource.apply(next) { completed = true }
      #expect(completed)
      // d is inserted (a new cell); b is configured again in its own cell at [0, 1].
      #expect(grid.configured.map(\.1).sorted() == ["b", "d"])
      #expect(grid.configured.first { $0.1 == "b" }?.0 == IndexPath(item: 1, section: 0))
      #expect(grid.cell("b") === b)
      #expect(b.reuses == 0)
      #expect(grid.layout.updates.last?.map(\.updateAction) == [.insert])
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("registrations reuse their own cells after a reload")
  func registrationsReuseCells() {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let grid = NameGrid()
      grid.dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
      grid.collectionView.layoutIfNeeded()
      let before = Set(grid.collectionView.visibleCells.map(ObjectIdentifier.init))
      grid.dataSource.applySnapshotUsingReloadData(snapshot(["d", "e", "f"]))
      grid.collectionView.layoutIfNeeded()
      let after = grid.collectionView.visibleCells
      #expect(Set(after.map(ObjectIdentifier.init)) == before)
      #expect(after.compactMap { ($0 as? NameCell)?.reuses }.reduce(0, +) == 3)
      #expect(grid.names() == ["d", "e", "f"])
      let identifiers = Set(after.compactMap(\.reuseIdentifier))
      #expect(identifiers.count == 1)
      #expect(identifiers.first?.hasPrefix("HapticTape.CellRegistration.") == true)
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("a cell provider returning nil is reported and the item gets a plain cell")
  func nilCellIsReported() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 340, height: 800), collectionViewLayout: layout)
      let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
        collectionView: collectionView
      ) { _, _, _ in nil }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([7, 8])
      dataSource.apply(snapshot)
      collectionView.layoutIfNeeded()
      #expect(collectionView.visibleCells.count == 2)
      let problems = runtime.takeProblems()
      #expect(problems.count == 2)
      #expect(problems.allSatisfy { $0.type == "UICollectionViewDiffableDataSource" })
      #expect(problems.first?.call == "collectionView(_:cellForItemAt:)")
    }
  }

  @Test("supplementary registrations give headers of their own class, configured per section")
  func supplementaryRegistration() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let grid = NameGrid()
      grid.layout.headerReferenceSize = CGSize(width: 340, height: 30)
      let header = UICollectionView.SupplementaryRegistration<SectionTitleView>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { view, elementKind, indexPath in
        view.title =
          "\(elementKind == UICollectionView.elementKindSectionHeader) \(indexPath.section)"
      }
      grid.dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
      }
      grid.dataSource.apply(snapshot(["a", "b", "c", "d"], more: ["e"]))
      grid.collectionView.layoutIfNeeded()
      let kind = UICollectionView.elementKindSectionHeader
      let first = try #require(
        grid.collectionView.supplementaryView(
          forElementKind: kind, at: IndexPath(item: 0, section: 0))
          as? SectionTitleView)
      let second = try #require(
        grid.collectionView.supplementaryView(
          forElementKind: kind, at: IndexPath(item: 0, section: 1))
          as? SectionTitleView)
      #expect(first.title == "true 0")
      #expect(second.title == "true 1")
      // Header 30, lines at 30 and 140 (100 pt, 10 apart): the second header starts at 240.
      #expect(first.frame == CGRect(x: 0, y: 0, width: 340, height: 30))
      #expect(second.frame == CGRect(x: 0, y: 240, width: 340, height: 30))
      #expect(try #require(grid.cell("e")).frame.minY == 270)
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("a table reconfigures a row in its own cell and moves the others through its batch")
  func tableReconfigureAndMove() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .plain)
      tableView.rowHeight = 60
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      var unread: Set<Int> = [2]
      var requests = 0
      let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
        tableView, indexPath, id in
        requests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = unread.contains(id) ? "\(id) •" : "\(id)"
        return cell
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([1, 2, 3, 4])
      dataSource.apply(snapshot)
      tableView.layoutIfNeeded()
      let two = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
      let four = try #require(tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
      #expect(two.textLabel?.text == "2 •")
      unread = []
      requests = 0
      var next = dataSource.snapshot()
      next.moveItem(4, beforeItem: 1)
      next.reconfigureItems([2])
      dataSource.apply(next)
      tableView.layoutIfNeeded()
      // Order 4, 1, 2, 3: the cell of 2 (now row 2) shows it read; 4's cell moved to row 0.
      #expect(requests == 1)
      #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === two)
      #expect(two.textLabel?.text == "2")
      #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === four)
      #expect(four.frame.minY == 0)
      #expect(two.frame.minY == 120)
      #expect(dataSource.indexPath(for: 3) == IndexPath(row: 3, section: 0))
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("a table cell provider returning nil is reported and the row gets a plain cell")
  func nilTableCellIsReported() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .plain)
      tableView.rowHeight = 60
      let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { _, _, _ in
        nil
      }
      #expect(tableView.dataSource === dataSource)
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([1, 2, 3])
      dataSource.apply(snapshot)
      tableView.layoutIfNeeded()
      #expect(tableView.visibleCells.count == 3)
      #expect(tableView.visibleCells.map(\.frame.minY) == [0, 60, 120])
      let problems = runtime.takeProblems()
      #expect(problems.count == 3)
      #expect(problems.first?.type == "UITableViewDiffableDataSource")
      #expect(dataSource.indexPath(for: 3) == IndexPath(row: 2, section: 0))
    }
  }
}

/// A section header that shows a title.
private final class SectionTitleView: UICollectionReusableView {
  var title = ""
}
