import HeadlessRuntime

/// An alert or action sheet, presented like any view controller.
///
/// Presenting one is recorded like any presentation: its view covers the window and takes the
/// touches. Each action is a button where iOS puts it: an alert 270 pt wide, centred, its title
/// and message above rows 44 pt tall (two actions side by side, the cancel one leading; more,
/// one a row, the cancel one last); an action sheet 8 pt from the window's sides and above the
/// safe area's bottom, rows 57 pt tall, its cancel button 8 pt below the rest. The title and
/// message are measured by the surface's stated text metrics (ours: 17 and 13 pt, characters
/// 0.5 em wide, lines 1.2 em, 20 pt above and below). A tap that lifts on a button dismisses
/// the alert and runs the action's handler, as in UIKit. Text fields are inert.
/// Ours: its `modalPresentationStyle` is `.custom`, so the presenting controller stays on screen
/// and hears no disappearance, as in UIKit.
open class UIAlertController: UIViewController {
  /// The alert's message.
  open var message: String?
  /// Alert or action sheet.
  open private(set) var preferredStyle = UIAlertController.Style.alert
  /// The buttons, in the order added.
  open private(set) var actions: [UIAlertAction] = []
  /// The text fields, in the order added (alerts only; inert: there is no keyboard headless).
  open private(set) var textFields: [UITextField]?
  /// The action shown as preferred (kept).
  open var preferredAction: UIAlertAction?

  /// An alert or action sheet with `title` and `message`.
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// An alert with no title or message.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .custom
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The alert's view: the window's size, with a button for each action.
  open override func loadView() {
    view = AlertView(controller: self)
  }

  /// Adds a button.
  open func addAction(_ action: UIAlertAction) { actions.append(action) }

  /// Adds a text field, which `configurationHandler` sets up (inert: it takes no typing).
  ///
  /// An action sheet takes no text fields: the call is reported and ignored (UIKit raises an
  /// exception).
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      report(
        "addTextField(configurationHandler:)",
        "an action sheet cannot hold text fields; use the .alert style")
      return
    }
    let field = UITextField(frame: .zero)
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  /// Chooses `action` as a tap on its button would: dismisses the alert (without animation)
  /// and runs the action's handler, as UIKit does (for the host and tests).
  package func headlessChoose(_ action: UIAlertAction) {
    guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
    dismiss(animated: false)
    action.headlessChoose()
  }

  /// An alert or an action sheet.
  public enum Style: Int, Sendable {
    case actionSheet = 0, alert
  }
}
