/// The scroll view delegate of a scroll-style page view controller: passes the drag's start,
/// its movement and its settling to the page view controller (which keeps its own `delegate`
/// for the app).
final class PageScrollRelay: UIScrollViewDelegate {
  weak var pager: UIPageViewController?

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    pager?.pageScrollWillBeginDragging()
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { pager?.pageScrollDidScroll() }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { pager?.pageScrollDidSettle() }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { pager?.pageScrollDidSettle() }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    pager?.pageScrollDidSettle()
  }
}
