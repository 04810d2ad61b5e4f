/// How a navigation bar looks (iOS 13; inert: nothing is drawn headless).
open class UINavigationBarAppearance: UIBarAppearance {
  /// The title's text attributes (inert).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's text attributes (inert).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the title moves from its place (inert).
  open var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
  /// How plain bar buttons look (inert).
  open var buttonAppearance = UIBarButtonItemAppearance()
  /// How done buttons look (inert).
  open var doneButtonAppearance = UIBarButtonItemAppearance()
  /// How the back button looks (inert).
  open var backButtonAppearance = UIBarButtonItemAppearance()

  /// The system's look.
  public override init() { super.init() }

  /// A copy of `barAppearance`'s values.
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
    titleTextAttributes = navigation.titleTextAttributes
    largeTitleTextAttributes = navigation.largeTitleTextAttributes
    titlePositionAdjustment = navigation.titlePositionAdjustment
    buttonAppearance = navigation.buttonAppearance
    doneButtonAppearance = navigation.doneButtonAppearance
    backButtonAppearance = navigation.backButtonAppearance
  }

  /// The back indicator's image and mask (inert).
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}
