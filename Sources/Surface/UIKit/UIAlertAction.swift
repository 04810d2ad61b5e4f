/// A button of an alert or action sheet: a tap that lifts on it chooses it (where the alert
/// puts it: ``UIAlertController``).
open class UIAlertAction: NSObject {
  /// The button's title.
  open private(set) var title: String?
  /// The button's style.
  open private(set) var style: UIAlertAction.Style
  /// Whether the button is enabled (kept).
  open var isEnabled = true
  /// What runs when the button is chosen.
  let handler: ((UIAlertAction) -> Void)?

  /// A button titled `title` that runs `handler` when chosen.
  public init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }

  /// Runs the handler as if the button were chosen (the alert's button, the host and tests).
  package func headlessChoose() { handler?(self) }

  /// How an alert button looks and where it goes.
  public enum Style: Int, Sendable {
    case `default` = 0, cancel, destructive
  }
}
