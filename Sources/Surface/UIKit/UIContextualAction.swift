/// An action shown beside a table row when the user swipes it, as in UIKit (iOS 11): a title,
/// a style and the handler the table calls when the action is tapped or performed by a full
/// swipe.
///
/// ```swift
/// final class MailboxViewController: UITableViewController {
///   var messages = ["Lunch on Friday?", "Your invoice", "Photos from the trip"]
///
///   override func tableView(
///     _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
///   ) -> UISwipeActionsConfiguration? {
///     let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///       self.messages.remove(at: indexPath.row)
///       tableView.deleteRows(at: [indexPath], with: .automatic)
///       completion(true)
///     }
///     return UISwipeActionsConfiguration(actions: [delete])
///   }
/// }
/// ```
///
/// The handler gets the action, the view the action was shown in (headless: the row's cell,
/// ours; UIKit passes the action's button) and a completion to call once the action is done:
/// calling it, with `true` or `false`, closes the row. A handler that never calls it leaves
/// the row open until the next touch elsewhere on the table.
open class UIContextualAction: NSObject {
  /// The closure an action runs: the action, the view it was shown in, and the completion that
  /// closes the row (`true` when the action was performed).
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The action's style: `.destructive` actions remove their row.
  public let style: Style
  /// The action's title (inert text: headless buttons are not drawn).
  open var title: String?
  /// The button's colour (inert); by default red for `.destructive` and grey for `.normal`.
  open var backgroundColor: UIColor!
  /// The button's image (inert).
  open var image: UIImage?
  /// The closure the table runs when the action is selected.
  public let handler: Handler

  /// An action of `style` titled `title` that runs `handler` when selected.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
    super.init()
  }
}
