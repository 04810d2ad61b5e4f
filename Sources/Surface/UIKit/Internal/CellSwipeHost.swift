/// A scroll view whose rows swipe aside to show actions (a table, a collection view on a list
/// layout): what the shared ``CellSwipeTracker`` asks of it.
///
/// Index paths and frames are the view's content coordinates, before any swipe offset.
protocol CellSwipeHost: UIScrollView {
  /// The row under `location`, if it is one a swipe may move (it has actions or may have).
  func swipeRowIndexPath(at location: CGPoint) -> IndexPath?
  /// The frame of the row at `indexPath`, nil when it no longer exists.
  func swipeRowFrame(of indexPath: IndexPath) -> CGRect?
  /// The row's leading and trailing actions, asked from the app's code when a swipe begins;
  /// nil when the row does not swipe at all.
  func swipeActionsConfigurations(at indexPath: IndexPath) -> (
    leading: UISwipeActionsConfiguration?, trailing: UISwipeActionsConfiguration?
  )?
  /// Whether the app's own code gives the row actions on the leading side (`isLeading`) or the
  /// trailing one: a row swiped inside a scroll view that scrolls across it takes the drag then.
  func hasOwnSwipeActions(at indexPath: IndexPath, isLeading: Bool) -> Bool
  /// A swipe began on the row (a table tells its delegate).
  func swipeDidBegin(at indexPath: IndexPath)
  /// The swiped row closed, or was deleted (nil) while swiped (a table tells its delegate).
  func swipeDidEnd(at indexPath: IndexPath?)
  /// The view an action's handler gets: the row's cell when it is on screen.
  func swipeSourceView(at indexPath: IndexPath) -> UIView
  /// Places the row's cell, if it is on screen, `offset` from the row's frame along x.
  func showSwipeOffset(_ offset: CGFloat, of indexPath: IndexPath)
}
