/// The actions a swipe on one edge of a table row reveals, as in UIKit (iOS 11).
///
/// The first action is the outermost: for a trailing swipe (right to left) it is the rightmost
/// button, and it is the one a full swipe performs when ``performsFirstActionWithFullSwipe`` is
/// `true` (the default). A configuration without actions does not swipe the row.
///
/// ```swift
/// final class FlaggingViewController: UITableViewController {
///   override func tableView(
///     _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
///   ) -> UISwipeActionsConfiguration? {
///     let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
///       completion(true)
///     }
///     return UISwipeActionsConfiguration(actions: [flag])
///   }
/// }
/// ```
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, outermost first.
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action; `true` by default.
  open var performsFirstActionWithFullSwipe = true

  /// A configuration showing `actions`, outermost first.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
