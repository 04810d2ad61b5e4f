/// How a bar's buttons look in each state (iOS 13; inert: nothing is drawn headless).
open class UIBarButtonItemAppearance: NSObject {
  /// How a bar button looks in one state (inert).
  open class StateAppearance: NSObject {
    /// The title's text attributes (inert).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place (inert).
    open var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
    /// The background's image (inert).
    open var backgroundImage: UIImage?
  }

  /// At rest (inert).
  public let normal = StateAppearance()
  /// While pressed (inert).
  public let highlighted = StateAppearance()
  /// While disabled (inert).
  public let disabled = StateAppearance()
  /// While focused (inert).
  public let focused = StateAppearance()

  /// The plain style's look.
  public override init() { super.init() }

  /// The look of `style` (inert).
  public init(style: UIBarButtonItem.Style) { super.init() }

  /// The plain style's look (inert).
  open func configureWithDefault(for style: UIBarButtonItem.Style) {}
}
