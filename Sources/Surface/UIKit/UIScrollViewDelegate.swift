/// The scroll view's callbacks, in UIKit's order.
///
/// Every method is optional, as in UIKit: the defaults do nothing.
///
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` receives the release velocity
/// in points per millisecond (content-offset direction) and a writable pointer to the target, as
/// UIKit passes them; a delegate that writes a non-finite target is reported and ignored.
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed (any cause: a drag, momentum, a bounce, an animation, code).
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A drag is about to begin.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger lifted: `velocity` in points per millisecond; write `targetContentOffset.pointee`
  /// to choose where momentum ends.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The drag ended; `decelerate` says whether momentum or a bounce follows.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Momentum is about to begin.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Momentum ended.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated `setContentOffset` or `scrollRectToVisible` finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// Zooming is not modelled (inert); never called.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// Zooming is not modelled (inert); never called.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Zooming is not modelled (inert); never called.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// Zooming is not modelled (inert); never called.
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// Tapping the status bar is not modelled (inert); never called.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// Tapping the status bar is not modelled (inert); never called.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// The adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
