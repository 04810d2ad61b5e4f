import HeadlessRuntime
import ScrollEngine
import TouchCore

/// The engine's snapping hook, answered by the app's code: the scroll view's subclass (a
/// collection view's layout) proposes, then the delegate's
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` may change the target through
/// a pointer, as UIKit calls it.
struct ScrollDelegateBridge: ScrollEngine.ScrollViewDelegate {
  unowned let scrollView: UIScrollView

  mutating func targetContentOffset(
    proposed: Point2D, velocity: Vector2D, in model: ScrollViewModel
  ) -> Point2D {
    let stored = scrollView.enterEngineCallback(with: model)
    defer { scrollView.leaveEngineCallback(restoring: stored) }
    // The engine reports points per millisecond; the layout method takes points per second.
    let target = scrollView.targetContentOffset(
      proposed: CGPoint(proposed), velocity: CGPoint(x: velocity.dx * 1_000, y: velocity.dy * 1_000)
    )
    guard target.x.isFinite, target.y.isFinite else {
      scrollView.report(
        "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)",
        "returned a non-finite offset \(target); the proposed offset is used")
      return proposed
    }
    return Point2D(target)
  }

  mutating func shouldBeginDragging(in model: ScrollViewModel) -> Bool {
    let stored = scrollView.enterEngineCallback(with: model)
    defer { scrollView.leaveEngineCallback(restoring: stored) }
    return scrollView.gestureRecognizerShouldBegin(scrollView.panGestureRecognizer)
  }

  mutating func scrollViewWillEndDragging(
    _ model: ScrollViewModel, velocity: Vector2D, targetContentOffset: inout Point2D
  ) {
    guard let delegate = scrollView.delegate else { return }
    let stored = scrollView.enterEngineCallback(with: model)
    defer { scrollView.leaveEngineCallback(restoring: stored) }
    var target = CGPoint(targetContentOffset)
    withUnsafeMutablePointer(to: &target) { pointer in
      delegate.scrollViewWillEndDragging(
        scrollView, withVelocity: CGPoint(x: velocity.dx, y: velocity.dy),
        targetContentOffset: pointer)
    }
    guard target.x.isFinite, target.y.isFinite else {
      scrollView.report(
        "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
        "\(type(of: delegate)) set targetContentOffset to \(target); the target is left unchanged")
      return
    }
    targetContentOffset = Point2D(target)
  }
}
