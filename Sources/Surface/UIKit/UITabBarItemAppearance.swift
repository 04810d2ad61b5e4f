/// How a tab bar's items look in each state (iOS 13; inert: nothing is drawn headless).
open class UITabBarItemAppearance: NSObject {
  /// How an item looks in one state (inert).
  open class StateAppearance: NSObject {
    /// The title's text attributes (inert).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's colour (inert).
    open var iconColor: UIColor?
    /// How far the title moves from its place (inert).
    open var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
    /// The badge's background colour (inert).
    open var badgeBackgroundColor: UIColor?
  }

  /// Not selected (inert).
  public let normal = StateAppearance()
  /// Selected (inert).
  public let selected = StateAppearance()
  /// Disabled (inert).
  public let disabled = StateAppearance()
  /// Focused (inert).
  public let focused = StateAppearance()

  /// The stacked style's look.
  public override init() { super.init() }
}
