/// `defaultScrollAnchor` and `onScrollTargetVisibilityChange`, read at each render and scroll.
extension ScrollCoordinator {
  /// Reports each target's visible share to `onScrollTargetVisibilityChange`.
  func reportTargetVisibility(in scrollView: UIScrollView) {
    guard !configuration.visibilityActions.isEmpty, let node else { return }
    let visible = CGRect(origin: scrollView.contentOffset, size: scrollView.bounds.size)
    let shares = node.scrollTargets().map { target in
      (
        id: target.scrollTargetID,
        share: target.frameInScrollContent(of: node).share(inside: visible)
      )
    }
    for action in configuration.visibilityActions { action(shares) }
  }

  /// Places the offset by `defaultScrollAnchor`: at first, and again when the content or the
  /// scroll view changes size while the offset is still where the anchor put it (ours: within
  /// half a point).
  func followDefaultAnchor(in scrollView: UIScrollView) {
    guard let anchor = configuration.defaultAnchor else { return }
    let sizes = (content: scrollView.contentSize, container: scrollView.bounds.size)
    defer { anchoredSizes = sizes }
    if let anchoredSizes {
      guard anchoredSizes.content != sizes.content || anchoredSizes.container != sizes.container,
        phase == .idle
      else { return }
      let before = anchoredOffset(
        anchor, content: anchoredSizes.content,
        container: anchoredSizes.container, in: scrollView)
      let offset = scrollView.contentOffset
      guard abs(offset.x - before.x) <= 0.5, abs(offset.y - before.y) <= 0.5 else { return }
    }
    let offset = anchoredOffset(
      anchor, content: sizes.content, container: sizes.container,
      in: scrollView)
    scroll(to: offset, animated: false, in: scrollView)
  }

  /// The offset that puts the content's `anchor` point on the same point of the visible region,
  /// on the scrolling axes.
  private func anchoredOffset(
    _ anchor: UnitPoint, content: CGSize, container: CGSize, in scrollView: UIScrollView
  ) -> CGPoint {
    let inset = scrollView.contentInset
    let minX = -inset.left
    let minY = -inset.top
    let maxX = max(content.width - container.width + inset.right, minX)
    let maxY = max(content.height - container.height + inset.bottom, minY)
    let current = scrollView.contentOffset
    return CGPoint(
      x: axes.contains(.horizontal) ? minX + anchor.x * (maxX - minX) : current.x,
      y: axes.contains(.vertical) ? minY + anchor.y * (maxY - minY) : current.y)
  }
}
