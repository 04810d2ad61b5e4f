/// How a tab bar looks (iOS 13; inert: nothing is drawn headless).
open class UITabBarAppearance: UIBarAppearance {
  /// How items look stacked, title under image (inert).
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  /// How items look inline, title beside image (inert).
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  /// How items look inline in a compact bar (inert).
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
  /// The selection indicator's tint (inert).
  open var selectionIndicatorTintColor: UIColor?

  /// The system's look.
  public override init() { super.init() }

  /// A copy of `barAppearance`'s values.
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let tabs = barAppearance as? UITabBarAppearance else { return }
    stackedLayoutAppearance = tabs.stackedLayoutAppearance
    inlineLayoutAppearance = tabs.inlineLayoutAppearance
    compactInlineLayoutAppearance = tabs.compactInlineLayoutAppearance
    selectionIndicatorTintColor = tabs.selectionIndicatorTintColor
  }
}
