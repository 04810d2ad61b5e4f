import HeadlessRuntime

// MARK: - Batch updates

extension UITableView {
  /// Adds a change to the open group, or applies it alone, as UIKit does for a call outside
  /// `beginUpdates`/`performBatchUpdates`.
  func record(_ call: String, _ change: (inout UICollectionViewBatchUpdate) -> Void) {
    let isAlone = batchDepth == 0
    if isAlone { beginUpdates() }
    if var open = batch {
      // Released first so the change mutates the only copy (see the collection view's).
      batch = nil
      change(&open)
      batch = open
    }
    if isAlone { _ = finishUpdates(call: call) }
  }

  /// Closes one level of the open group; the outermost applies it.
  ///
  /// Returns whether the update added up.
  func finishUpdates(call: String) -> Bool {
    guard batchDepth > 0 else {
      report(call, "was called without a matching beginUpdates(); nothing was applied")
      return false
    }
    batchDepth -= 1
    guard batchDepth == 0 else { return true }
    let recorded = batch ?? UICollectionViewBatchUpdate()
    batch = nil
    let before = loadedRowCounts()
    let after = readRowCounts()
    if let problem = recorded.inconsistency(before: before, after: after) {
      report(call, "Invalid update: " + problem.replacingOccurrences(of: "item", with: "row"))
      reloadData()
      layoutRows()
      return false
    }
    let map = UITableViewRowMap(recorded, sectionCount: before.count)
    let reloaded = Set(recorded.reloadedItems)
    rowCounts = after
    loadedGeometry = nil
    moveViews(using: map, reloaded: reloaded)
    if let swiped = rowSwipes.swipedIndexPath {
      rowSwipes.swipedRowDidMove(to: map.newIndexPath(of: swiped), in: self)
    }
    // Reloaded rows are deselected, as UIKit's reloadRows deselects them (undocumented).
    selection = selection.compactMap { reloaded.contains($0) ? nil : map.newIndexPath(of: $0) }
    layoutRows()
    return true
  }

  /// Gives the visible cells their new index paths; cells of deleted or reloaded rows leave,
  /// and headers and footers are requested again.
  private func moveViews(using map: UITableViewRowMap, reloaded: Set<IndexPath>) {
    let delegate = self.delegate as? any UITableViewDelegate
    var moved: [IndexPath: UITableViewCell] = [:]
    for (old, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key }) {
      if let new = map.newIndexPath(of: old), !reloaded.contains(old) {
        moved[new] = cell
      } else {
        recycle(cell)
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: old)
      }
    }
    let cells = moved
    cellsByIndexPath = [:]
    recycleAllViews()
    cellsByIndexPath = cells
  }
}
