extension UIPageViewController {
  /// How pages change, as UIKit's.
  public enum TransitionStyle: Int, Sendable {
    /// Pages curl like a book's (headless: no gesture; pages change in code only).
    case pageCurl
    /// Pages slide in a paging scroll view.
    case scroll
  }
}
