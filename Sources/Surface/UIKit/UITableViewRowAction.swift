import Foundation

/// A button a swipe reveals beside a table row, iOS 8's form of ``UIContextualAction``
/// (deprecated in iOS 13), returned from `tableView(_:editActionsForRowAt:)`.
///
/// The table shows them as it shows contextual actions, the first at the trailing edge. A tap
/// runs the handler; the row stays open, as in UIKit, until the app ends editing or the user
/// touches the table elsewhere.
///
/// ```swift
/// import UIKit
///
/// let delete = UITableViewRowAction(style: .destructive, title: "Delete") { _, indexPath in
///   print("delete row \(indexPath.row)")
/// }
/// ```
open class UITableViewRowAction: NSObject {
  /// A row action's look.
  public enum Style: Int, Sendable {
    /// The default look: a destructive one.
    case `default` = 0
    /// A normal action, grey.
    case normal = 2
    /// A destructive action, red.
    public static var destructive: Style { .default }
  }

  /// The action's style.
  public let style: Style
  /// The action's title (inert text: headless buttons are not drawn).
  open var title: String?
  /// The button's colour (inert); red for a destructive action, grey for a normal one.
  open var backgroundColor: UIColor!
  /// The blur behind the button (inert).
  open var backgroundEffect: UIVisualEffect?
  /// What a tap runs: the action and the row's index path.
  let handler: (UITableViewRowAction, IndexPath) -> Void

  /// An action of `style` titled `title` that runs `handler` when tapped.
  public init(
    style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void
  ) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .normal ? .systemGray : .systemRed
    super.init()
  }

  /// The contextual action the table shows for this one, for the row at `indexPath`.
  func contextualAction(at indexPath: IndexPath) -> UIContextualAction {
    let action = UIContextualAction(
      style: style == .normal ? .normal : .destructive, title: title
    ) { _, _, _ in
      // Never completes: the row stays open, as row actions leave it.
      self.handler(self, indexPath)
    }
    action.backgroundColor = backgroundColor
    return action
  }
}
