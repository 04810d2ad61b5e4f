/// Hears when a navigation controller shows a controller, as UIKit's.
///
/// Both methods are optional, as in UIKit: the defaults do nothing. The methods that supply
/// custom transition animations (`animationControllerFor`, `interactionControllerFor`) and the
/// interface-orientation methods are not modelled.
public protocol UINavigationControllerDelegate: AnyObject {
  /// `viewController` is about to be shown (right after its `viewWillAppear`).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// `viewController` was shown (right after its `viewDidAppear`).
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
