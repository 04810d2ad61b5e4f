/// A button of an alert or action sheet (inert: alert buttons are not hit-tested headless; the
/// app and tests read them through `UIAlertController.actions`).
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

  /// Runs the handler as if the button were chosen (for the host and tests, which cannot tap
  /// an alert's buttons headless).
  package func headlessChoose() { handler?(self) }

  /// How an alert button looks and where it goes.
  public enum Style: Int, Sendable {
    case `default` = 0, cancel, destructive
  }
}
