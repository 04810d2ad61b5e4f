/// How a toolbar looks (iOS 13; inert: nothing is drawn headless).
open class UIToolbarAppearance: UIBarAppearance {
  /// How plain bar buttons look (inert).
  open var buttonAppearance = UIBarButtonItemAppearance()
  /// How done buttons look (inert).
  open var doneButtonAppearance = UIBarButtonItemAppearance()

  /// The system's look.
  public override init() { super.init() }

  /// A copy of `barAppearance`'s values.
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let toolbar = barAppearance as? UIToolbarAppearance else { return }
    buttonAppearance = toolbar.buttonAppearance
    doneButtonAppearance = toolbar.doneButtonAppearance
  }
}
