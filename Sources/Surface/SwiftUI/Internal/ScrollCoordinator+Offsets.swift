/// Offsets: showing a frame at an anchor, the visible region inside the margins, the limits.
extension ScrollCoordinator {
  /// Scrolls so `frame` (content coordinates) shows as `anchor` asks: the frame's anchor point on
  /// the same point of the visible region, or with no anchor the least scroll that shows it
  /// whole (Apple's `ScrollViewProxy.scrollTo`); on the scrolling axes, clamped to the content.
  func show(_ frame: CGRect, anchor: UnitPoint?, animated: Bool, in scrollView: UIScrollView) {
    // The visible region inside the content margins (ours: anchors place views there).
    let region = visibleRegion(of: scrollView)
    let inset = scrollView.contentInset
    let current = scrollView.contentOffset
    var offset = current
    if let anchor {
      offset.x = frame.minX + anchor.x * (frame.width - region.width) - inset.left
      offset.y = frame.minY + anchor.y * (frame.height - region.height) - inset.top
    } else {
      offset.x =
        leastScroll(region.minX, length: region.width, showing: frame.minX, frame.maxX)
        - inset.left
      offset.y =
        leastScroll(region.minY, length: region.height, showing: frame.minY, frame.maxY)
        - inset.top
    }
    if !axes.contains(.horizontal) { offset.x = current.x }
    if !axes.contains(.vertical) { offset.y = current.y }
    scroll(to: offset, animated: animated, in: scrollView)
  }

  /// The region of the content shown inside the content margins.
  func visibleRegion(of scrollView: UIScrollView) -> CGRect {
    let inset = scrollView.contentInset
    let offset = scrollView.contentOffset
    let size = scrollView.bounds.size
    return CGRect(
      x: offset.x + inset.left, y: offset.y + inset.top,
      width: max(size.width - inset.left - inset.right, 0),
      height: max(size.height - inset.top - inset.bottom, 0))
  }

  /// Scrolls to `offset`, clamped to the content (nowhere when it is not finite), with
  /// `setContentOffset(_:animated:)` and the `animating` phase when `animated`.
  func scroll(to offset: CGPoint, animated: Bool, in scrollView: UIScrollView) {
    guard offset.x.isFinite, offset.y.isFinite else { return }
    let clamped = clamped(offset, in: scrollView)
    guard clamped != scrollView.contentOffset else { return }
    if animated { change(to: .animating, scrollView) }
    scrollView.setContentOffset(clamped, animated: animated)
  }

  /// The offset on one axis that shows `minimum...maximum` with the least scroll; a span longer
  /// than the visible length shows its leading edge (ours).
  private func leastScroll(
    _ current: CGFloat, length: CGFloat, showing minimum: CGFloat, _ maximum: CGFloat
  ) -> CGFloat {
    if minimum < current || maximum - minimum > length { return minimum }
    if maximum > current + length { return maximum - length }
    return current
  }

  /// The offsets the scroll view can rest at: from minus its leading insets to the content's
  /// far edge plus its trailing insets, less its size.
  func offsetLimits(of scrollView: UIScrollView) -> CGRect {
    let inset = scrollView.contentInset
    let minX = -inset.left
    let minY = -inset.top
    let maxX = max(scrollView.contentSize.width - scrollView.bounds.width + inset.right, minX)
    let maxY = max(scrollView.contentSize.height - scrollView.bounds.height + inset.bottom, minY)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  func clamped(_ offset: CGPoint, in scrollView: UIScrollView) -> CGPoint {
    let limits = offsetLimits(of: scrollView)
    return CGPoint(
      x: min(max(offset.x, limits.minX), limits.maxX),
      y: min(max(offset.y, limits.minY), limits.maxY))
  }
}
