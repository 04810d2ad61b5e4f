/// Where each row of a table is after a batch update, found per row in O(log changes + inserted
/// rows before it), so an update to a table of a million rows moves the cells on screen and the
/// selection without visiting every row.
///
/// It gives the same answers as ``UICollectionViewBatchUpdate/itemMap(before:after:)``: the
/// surviving rows of a section keep their order and fill the places that inserted and moved-in
/// rows leave free; a reloaded row keeps its place; moved rows go where the move says.
struct UITableViewRowMap {
  private let sections: [Int: Int]
  /// Deleted and moved-out rows per old section, sorted, without repeats.
  private let removed: [Int: [Int]]
  /// Inserted and moved-in rows per new section, sorted, without repeats.
  private let added: [Int: [Int]]
  private let moves: [IndexPath: IndexPath]

  init(_ update: UICollectionViewBatchUpdate, sectionCount: Int) {
    var sections: [Int: Int] = [:]
    for (old, new) in update.sectionMap(before: sectionCount)
    where !update.reloadedSections.contains(old) {
      sections[old] = new
    }
    self.sections = sections
    var removed: [Int: Set<Int>] = [:]
    for path in update.deletedItems + update.movedItems.map(\.from) where path.count == 2 {
      removed[path.section, default: []].insert(path.row)
    }
    var added: [Int: Set<Int>] = [:]
    for path in update.insertedItems + update.movedItems.map(\.to) where path.count == 2 {
      added[path.section, default: []].insert(path.row)
    }
    self.removed = removed.mapValues { $0.sorted() }
    self.added = added.mapValues { $0.sorted() }
    var moves: [IndexPath: IndexPath] = [:]
    for move in update.movedItems { moves[move.from] = move.to }
    self.moves = moves
  }

  /// The row's index path after the update; nil for a deleted row or a row of a deleted or
  /// reloaded section.
  func newIndexPath(of old: IndexPath) -> IndexPath? {
    if let moved = moves[old] { return moved }
    guard old.count == 2, let section = sections[old.section] else { return nil }
    let gone = removed[old.section] ?? []
    let below = Self.countBelow(old.row, in: gone)
    if below < gone.count, gone[below] == old.row { return nil }
    // Its rank among the survivors, then past each added row at or above the place reached.
    var row = old.row - below
    for place in added[section] ?? [] {
      guard place <= row else { break }
      row += 1
    }
    return IndexPath(row: row, section: section)
  }

  /// How many of the sorted `values` are below `value` (binary search).
  private static func countBelow(_ value: Int, in values: [Int]) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
