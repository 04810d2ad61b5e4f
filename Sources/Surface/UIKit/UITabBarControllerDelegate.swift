/// What a tab bar controller asks and tells when the user selects a tab, as UIKit's.
///
/// Every method is optional, as in UIKit: the defaults allow every selection and do nothing.
/// The customisation and transition-animation methods are not modelled.
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the tab of `viewController` may be selected; asked for each tap on the bar,
  /// including a tap on the selected tab.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// The user selected the tab of `viewController` (also when it was already selected).
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
