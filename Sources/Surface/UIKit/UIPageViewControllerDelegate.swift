/// Hears of page changes the user makes with a gesture, as UIKit's (page changes made in code
/// with `setViewControllers(_:direction:animated:completion:)` are not reported, as in UIKit).
///
/// Every method is optional, as in UIKit: the defaults do nothing. The spine-location and
/// interface-orientation methods are not modelled.
public protocol UIPageViewControllerDelegate: AnyObject {
  /// A drag started bringing in `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// The drag's page change ended: `completed` is true when the new page stays, false when the
  /// pages came back to `previousViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
