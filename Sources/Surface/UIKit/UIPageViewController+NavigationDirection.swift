extension UIPageViewController {
  /// Which way a page change in code goes, as UIKit's (inert headless: the change is a cut).
  public enum NavigationDirection: Int, Sendable {
    /// To the next page.
    case forward
    /// To the previous page.
    case reverse
  }
}
