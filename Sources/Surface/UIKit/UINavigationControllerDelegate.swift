/// Hears when a navigation controller shows a controller, as UIKit's.
///
/// Every method is optional, as in UIKit: the defaults do nothing and supply no animator. The
/// interaction controller of a transition (`interactionControllerFor`) and the
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
  /// The animator of an animated push or pop from `fromVC` to `toVC`, or nil for UIKit's.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
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
  /// Nil: UIKit's push and pop.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}
