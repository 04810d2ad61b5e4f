import HeadlessRuntime

// MARK: - Batch updates

extension UICollectionView {
  /// See ``performBatchUpdates(_:completion:)``.
  func applyBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    guard batch == nil else {
      // A nested batch joins the outer one, as UIKit merges them.
      updates?()
      completion?(true)
      return
    }
    let before = loadedItemCounts()
    batch = UICollectionViewBatchUpdate()
    updates?()
    let recorded = batch ?? UICollectionViewBatchUpdate()
    batch = nil
    let after = readItemCounts()
    if let problem = recorded.inconsistency(before: before, after: after) {
      reportProblem(
        call: "performBatchUpdates(_:completion:)", message: "Invalid update: " + problem)
      reloadData()
      layoutCells()
      completion?(false)
      return
    }
    let map = recorded.itemMap(before: before, after: after)
    itemCounts = after
    layout.prepare(forCollectionViewUpdates: recorded.updateItems)
    // The swiped cell leaves its offset behind: it may be recycled, and the layout pass puts
    // it back beside its item if the item stays.
    if let swiped = cellSwipes.swipedIndexPath { showSwipeOffset(0, of: swiped) }
    moveViews(using: map, reloaded: Set(recorded.reloadedItems))
    // A swiped cell follows its item, or ends with it.
    if let swiped = cellSwipes.swipedIndexPath {
      cellSwipes.swipedRowDidMove(to: map[swiped], in: self)
    }
    selection = selection.compactMap { map[$0] }
    let context = type(of: layout).makeInvalidationContext()
    context.invalidateDataSourceCounts = true
    context.invalidateEverything = true
    layout.invalidateLayout(with: context)
    layoutCells()
    adjustOffsetToLayoutTarget(after: "performBatchUpdates(_:completion:)")
    for path in recorded.insertedItems {
      if let initial = layout.initialLayoutAttributesForAppearingItem(at: path) {
        _ = isValid(initial)
      }
    }
    for path in recorded.deletedItems {
      if let final = layout.finalLayoutAttributesForDisappearingItem(at: path) {
        _ = isValid(final)
      }
    }
    layout.finalizeCollectionViewUpdates()
    completion?(true)
  }

  /// Adds a change to the open batch, or applies it alone as a batch of its own, as UIKit does
  /// for a call outside `performBatchUpdates`.
  func record(_ change: (inout UICollectionViewBatchUpdate) -> Void) {
    if var open = batch {
      // Released first so the change mutates the only copy (a batch of 10,000 moves would
      // otherwise copy its arrays on each call).
      batch = nil
      change(&open)
      batch = open
    } else {
      withoutActuallyEscaping(change) { change in
        applyBatchUpdates({ self.record(change) }, completion: nil)
      }
    }
  }

  /// Gives the visible cells their new index paths; cells of deleted or reloaded items leave.
  private func moveViews(using map: [IndexPath: IndexPath], reloaded: Set<IndexPath>) {
    let delegate = collectionDelegate
    var moved: [IndexPath: UICollectionViewCell] = [:]
    for (old, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key }) {
      if let new = map[old], !reloaded.contains(old) {
        moved[new] = cell
        cell.shownElement = .cell(new)
      } else {
        recycle(cell)
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
      }
    }
    cellsByIndexPath = moved
    let views = supplementaryViews
    supplementaryViews = [:]
    for (key, view) in views {
      recycle(view, kind: key.kind)
      delegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
        at: key.indexPath)
    }
  }
}
