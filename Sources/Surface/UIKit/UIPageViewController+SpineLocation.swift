extension UIPageViewController {
  /// Where the spine of a page-curl book is, as UIKit's (inert: curls are not drawn).
  public enum SpineLocation: Int, Sendable {
    /// No spine (the scroll style).
    case none
    /// The left or top edge.
    case min
    /// The middle: two pages show at once.
    case mid
    /// The right or bottom edge.
    case max
  }
}
