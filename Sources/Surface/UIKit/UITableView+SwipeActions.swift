// MARK: - Swipe actions

/// The table's rows swipe through the shared ``CellSwipeTracker`` (its discussion gives the
/// rules): the table supplies its rows, the delegate's actions (or UIKit's inferred Delete)
/// and the delegate's editing callbacks.
extension UITableView: CellSwipeHost {
  func swipeRowIndexPath(at location: CGPoint) -> IndexPath? {
    indexPathForRow(at: location)
  }

  func swipeRowFrame(of indexPath: IndexPath) -> CGRect? {
    rectIfRowExists(indexPath)
  }

  /// The delegate's leading and trailing actions (the trailing ones inferred, see
  /// `trailingSwipeConfiguration`); nil when the data source says the row does not edit.
  func swipeActionsConfigurations(at indexPath: IndexPath) -> (
    leading: UISwipeActionsConfiguration?, trailing: UISwipeActionsConfiguration?
  )? {
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else {
      return nil
    }
    let delegate = self.delegate as? any UITableViewDelegate
    let leading = delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    let trailing = trailingSwipeConfiguration(at: indexPath, delegate: delegate)
    return (leading, trailing)
  }

  /// Whether the delegate itself gives actions on that side (the inferred Delete action does
  /// not claim a drag from an outer scroll view, ours).
  func hasOwnSwipeActions(at indexPath: IndexPath, isLeading: Bool) -> Bool {
    guard let dataSource, let delegate = delegate as? any UITableViewDelegate,
      dataSource.tableView(self, canEditRowAt: indexPath)
    else { return false }
    let side =
      isLeading
      ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    if !(side?.actions.isEmpty ?? true) { return true }
    return !isLeading
      && !(delegate.tableView(self, editActionsForRowAt: indexPath)?.isEmpty ?? true)
  }

  func swipeDidBegin(at indexPath: IndexPath) {
    (delegate as? any UITableViewDelegate)?.tableView(self, willBeginEditingRowAt: indexPath)
  }

  func swipeDidEnd(at indexPath: IndexPath?) {
    (delegate as? any UITableViewDelegate)?.tableView(self, didEndEditingRowAt: indexPath)
  }

  func swipeSourceView(at indexPath: IndexPath) -> UIView {
    cellsByIndexPath[indexPath] ?? self
  }

  /// Places the row's cell, if on screen, `offset` from its row.
  func showSwipeOffset(_ offset: CGFloat, of indexPath: IndexPath) {
    guard let cell = cellsByIndexPath[indexPath], let rect = rectIfRowExists(indexPath) else {
      return
    }
    let frame = rect.offsetBy(dx: offset, dy: 0)
    if cell.frame != frame { cell.frame = frame }
  }

  /// The delegate's trailing actions, or UIKit's Delete action for a data source that commits
  /// deletions: when the delegate gives none and its `editingStyleForRowAt` is `.delete`.
  ///
  /// A Swift protocol cannot tell whether the data source implements
  /// `tableView(_:commit:forRowAt:)` (Objective-C's `respondsToSelector:`). The Delete action is
  /// offered when the app's own code says its rows edit: its data source's `canEditRowAt` or its
  /// delegate's `editingStyleForRowAt` is its own, not the default, so a read-only list never
  /// shows one; and no more once the data source's default `commit` has been called (ours). A
  /// table whose data source implements only `commit` gets it with a one-line `canEditRowAt`
  /// returning `true`.
  private func trailingSwipeConfiguration(
    at indexPath: IndexPath, delegate: (any UITableViewDelegate)?
  ) -> UISwipeActionsConfiguration? {
    if let configured = delegate?.tableView(
      self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    {
      return configured
    }
    if let rowActions = delegate?.tableView(self, editActionsForRowAt: indexPath),
      !rowActions.isEmpty
    {
      let configuration = UISwipeActionsConfiguration(
        actions: rowActions.map { $0.contextualAction(at: indexPath) })
      // Row actions never perform themselves on a full swipe.
      configuration.performsFirstActionWithFullSwipe = false
      return configuration
    }
    guard let dataSource, ObjectIdentifier(dataSource) != dataSourceWithoutCommit else {
      return nil
    }
    defaultEditabilityWasAsked = false
    _ = dataSource.tableView(self, canEditRowAt: indexPath)
    let canEditIsOwn = !defaultEditabilityWasAsked
    defaultEditabilityWasAsked = false
    let style = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    let styleIsOwn = delegate != nil && !defaultEditabilityWasAsked
    defaultEditabilityWasAsked = false
    guard style == .delete, canEditIsOwn || styleIsOwn else { return nil }
    let title =
      delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    let delete = UIContextualAction(style: .destructive, title: title) {
      [weak self] _, _, completion in
      guard let self else { return completion(false) }
      completion(self.commitDelete(at: self.rowSwipes.swipedIndexPath ?? indexPath))
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  /// Asks the data source to commit the deletion of the row; whether it did anything.
  private func commitDelete(at indexPath: IndexPath) -> Bool {
    guard let dataSource else { return false }
    defaultCommitWasCalled = false
    dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
    guard defaultCommitWasCalled else { return true }
    defaultCommitWasCalled = false
    dataSourceWithoutCommit = ObjectIdentifier(dataSource)
    return false
  }

  /// Closes the swiped row, animated, unless a finger drags it.
  func closeRowSwipe() {
    rowSwipes.close(in: self)
  }

  /// Closes a swiped row at once (a reload, ours; editing turned off without animation).
  func endRowSwipeAtOnce() {
    rowSwipes.endAtOnce(in: self)
  }
}
