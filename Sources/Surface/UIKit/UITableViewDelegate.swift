/// A table view's heights, header and footer views, display and selection callbacks, and (as it
/// refines ``UIScrollViewDelegate``) the scroll callbacks, as in UIKit.
///
/// Every method is optional, as in UIKit: the defaults use the table's own values
/// (``UITableView/rowHeight``, ``UITableView/sectionHeaderHeight``,
/// ``UITableView/sectionFooterHeight``), allow highlighting and selection, and do nothing.
/// A delegate that leaves `tableView(_:heightForRowAt:)` to the default is never asked per row,
/// so a table of a million rows lays out without a million calls.
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of the row at `indexPath`, or ``UITableView/automaticDimension``.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of `section`'s header, or ``UITableView/automaticDimension``.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of `section`'s footer, or ``UITableView/automaticDimension``.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// An estimate of the row's height (inert: headless heights come from
  /// `tableView(_:heightForRowAt:)` and the table's estimate properties).
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// The editing style of the row: `.delete` (the default) lets a row without trailing swipe
  /// actions show the Delete action.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// The view shown as `section`'s header (placed at its header rect), or nil.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// The view shown as `section`'s footer (placed at its footer rect), or nil.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// The cell is about to be shown for the row.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The cell left the screen (or the row was deleted or reloaded).
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath)
  /// A header view is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// A footer view is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// A header view left the screen.
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// A footer view left the screen.
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  /// Whether a touch highlights the row; `true` by default.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row was highlighted.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// The row's highlight was removed.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row a tap is about to select: return it, another row, or nil to select nothing.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row a tap is about to deselect: return it, another row, or nil to keep it selected.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// A tap selected the row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// A tap deselected the row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The actions a swipe from the leading edge (left to right) reveals; nil by default (no
  /// leading actions).
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The actions a swipe from the trailing edge (right to left) reveals; nil by default, which
  /// shows UIKit's Delete action when the data source commits deletions (see
  /// ``UITableView``'s swipe actions).
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The buttons a trailing swipe reveals, iOS 8's form (deprecated in iOS 13): used when
  /// `trailingSwipeActionsConfigurationForRowAt` gives none; nil by default.
  func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  /// The title of the row's Delete action; nil (the default) titles it "Delete" (inert text).
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// A swipe began on the row: its actions are about to show.
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// The swiped row closed, or (nil) left the table while it was open.
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.defaultRowHeightWasAsked = true
    return tableView.rowHeight
  }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.sectionHeaderHeight }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { tableView.sectionFooterHeight }
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { UITableView.automaticDimension }
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    tableView.defaultEditabilityWasAsked = true
    return .delete
  }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  { nil }
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
}
