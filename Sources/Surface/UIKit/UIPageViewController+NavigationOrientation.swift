extension UIPageViewController {
  /// The axis pages follow one another along, as UIKit's.
  public enum NavigationOrientation: Int, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }
}
