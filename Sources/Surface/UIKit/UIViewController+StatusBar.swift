// The status bar and the pre-iOS 11 layout guides a controller declares. Inert: there is no
// status bar headless; the guides are real layout guides (their constraints are inert too).

extension UIViewController {
  /// The guide from the top of the view to the safe area's top (deprecated since iOS 11).
  public var topLayoutGuide: any UILayoutSupport { view.topLayoutSupportGuide }

  /// The guide from the safe area's bottom to the bottom of the view (deprecated since iOS 11).
  public var bottomLayoutGuide: any UILayoutSupport { view.bottomLayoutSupportGuide }

  /// Asks the system to read the status bar preferences again (inert).
  public func setNeedsStatusBarAppearanceUpdate() {}
}
