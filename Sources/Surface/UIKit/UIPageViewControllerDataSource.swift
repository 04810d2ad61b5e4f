/// Gives a page view controller the pages before and after the current one, as UIKit's.
///
/// The page indicator methods are optional, as in UIKit: the defaults return 0, which hides
/// the indicator (inert headless: the indicator is not drawn).
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or nil when it is the first.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, or nil when it is the last.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// How many dots the page indicator shows (inert).
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// Which dot is selected when the page view controller appears (inert).
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
