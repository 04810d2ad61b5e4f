import HapticTapeTestSupport
import HeadlessRuntime
import Testing
import UIKit

// Identifiers, counts, index paths and cell identities are exact: compared with == and ===.

/// A cell that remembers the item it was configured for.
private final class ItemCell: UICollectionViewCell {
  var item = -1
}

/// A random snapshot: some of sections 0…3 in a random order, some of items 0…29 spread among
/// them, and a few of the items and sections reloaded.
private func randomSnapshot(using random: inout SplitMix64) -> NSDiffableDataSourceSnapshot<
  Int, Int
> {
  var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
  let sections = Array(
    (0..<4).shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random)))
  snapshot.appendSections(sections)
  guard !sections.isEmpty else { return snapshot }
  for item in (0..<30).shuffled(using: &random) where Bool.random(using: &random) {
    snapshot.appendItems([item], toSection: sections.randomElement(using: &random))
  }
  let reloaded = snapshot.itemIdentifiers.filter { _ in Int.random(in: 0..<6, using: &random) == 0 }
  snapshot.reloadItems(reloaded)
  snapshot.reloadSections(sections.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
  return snapshot
}

/// The items of `next` whose cells survive applying it after `previous`: items in both whose
/// old and new sections are in both snapshots (an item leaving a deleted section, or joining
/// an inserted one, comes with a new cell), and that `next` does not reload, neither themselves
/// nor the sections they leave or join.
private func survivingItems(
  from previous: NSDiffableDataSourceSnapshot<Int, Int>,
  to next: NSDiffableDataSourceSnapshot<Int, Int>
) -> Set<Int> {
  let oldSections = Set(previous.sectionIdentifiers)
  let newSections = Set(next.sectionIdentifiers)
  let reloaded = Set(next.reloadedItemIdentifiers)
  let reloadedSections = Set(next.reloadedSectionIdentifiers)
  return Set(
    next.itemIdentifiers.filter { item in
      guard let from = previous.sectionIdentifier(containingItem: item),
        let to = next.sectionIdentifier(containingItem: item)
      else { return false }
      return newSections.contains(from) && oldSections.contains(to) && !reloaded.contains(item)
        && !reloadedSections.contains(from) && !reloadedSections.contains(to)
    })
}

@Suite("Diffable data sources: random snapshots apply as consistent batch updates")
struct DiffableRandomTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  /// Every item on screen (the view is tall enough for all) shows its own cell; surviving items
  /// that were not reloaded keep their cell objects; nothing is reported, so each difference
  /// added up in the collection view's batch-update check.
  @Test(arguments: 0..<40)
  func collectionView(seed: UInt64) throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      var random = SplitMix64(seed: seed)
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 20)
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 340, height: 5_000), collectionViewLayout: layout)
      var configured: [Int] = []
      let registration = UICollectionView.CellRegistration<ItemCell, Int> { cell, _, item in
        cell.item = item
        configured.append(item)
      }
      let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
        collectionView: collectionView
      ) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
      dataSource.apply(randomSnapshot(using: &random), animatingDifferences: false)
      collectionView.layoutIfNeeded()
      for _ in 0..<8 {
        var cellsBefore: [Int: ItemCell] = [:]
        for case let cell as ItemCell in collectionView.visibleCells {
          cellsBefore[cell.item] = cell
        }
        let next = randomSnapshot(using: &random)
        let surviving = survivingItems(from: dataSource.snapshot(), to: next)
        configured.removeAll()
        var completions = 0
        dataSource.apply(next) { completions += 1 }
        collectionView.layoutIfNeeded()
        #expect(completions == 1)
        #expect(runtime.takeProblems().isEmpty)
        #expect(collectionView.numberOfSections == next.numberOfSections)
        for (index, section) in next.sectionIdentifiers.enumerated() {
          #expect(
            collectionView.numberOfItems(inSection: index) == next.numberOfItems(inSection: section)
          )
        }
        #expect(collectionView.visibleCells.count == next.numberOfItems)
        for indexPath in collectionView.indexPathsForVisibleItems {
          let cell = try #require(collectionView.cellForItem(at: indexPath) as? ItemCell)
          let item = try #require(dataSource.itemIdentifier(for: indexPath))
          #expect(cell.item == item)
          #expect(dataSource.indexPath(for: item) == indexPath)
          if surviving.contains(item) { #expect(cell === cellsBefore[item]) }
        }
        let expected = Set(next.itemIdentifiers).subtracting(surviving)
        #expect(Set(configured) == expected)
        #expect(configured.count == expected.count)
      }
    }
  }

  /// The same through a table view: every row shows its own item, surviving rows keep their
  /// cells, nothing is reported.
  @Test(arguments: 0..<40)
  func tableView(seed: UInt64) throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      var random = SplitMix64(seed: seed)
      let tableView = UITableView(
        frame: CGRect(x: 0, y: 0, width: 393, height: 5_000), style: .plain)
      tableView.rowHeight = 20
      tableView.sectionHeaderHeight = 0
      tableView.sectionFooterHeight = 0
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
        tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(item)"
        return cell
      }
      dataSource.apply(randomSnapshot(using: &random), animatingDifferences: false)
      tableView.layoutIfNeeded()
      for _ in 0..<8 {
        var cellsBefore: [String: UITableViewCell] = [:]
        for cell in tableView.visibleCells { cellsBefore[cell.textLabel?.text ?? ""] = cell }
        let next = randomSnapshot(using: &random)
        let surviving = survivingItems(from: dataSource.snapshot(), to: next)
        dataSource.apply(next)
        tableView.layoutIfNeeded()
        #expect(runtime.takeProblems().isEmpty)
        #expect(tableView.numberOfSections == next.numberOfSections)
        #expect(tableView.visibleCells.count == next.numberOfItems)
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
          let cell = try #require(tableView.cellForRow(at: indexPath))
          let item = try #require(dataSource.itemIdentifier(for: indexPath))
          #expect(cell.textLabel?.text == "\(item)")
          if surviving.contains(item) { #expect(cell === cellsBefore["\(item)"]) }
        }
      }
    }
  }
}
