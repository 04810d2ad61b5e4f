// The safe area, passed down the hierarchy by each layout pass (UIKit updates it in layout too).

extension UIView {
  /// Sets ``safeAreaInsets`` to `insets`, found by the layout pass (which runs from the window
  /// down, so the superview's are already updated) and, when they changed, tells the view and
  /// its view controller (ours: the view is not laid out again for it; a view whose layout reads
  /// the safe area calls `setNeedsLayout()` from `safeAreaInsetsDidChange()`).
  func updateSafeAreaInsets(to insets: UIEdgeInsets) {
    guard insets != storedSafeAreaInsets else { return }
    storedSafeAreaInsets = insets
    safeAreaInsetsForSubviews = subviewSafeArea()
    safeAreaInsetsDidChange()
    if let controller = owningController {
      controller.safeAreaDidChange()
      controller.viewSafeAreaInsetsDidChange()
    }
  }

  /// The safe area this view has now.
  func computedSafeAreaInsets() -> UIEdgeInsets {
    var insets = coveredSafeArea()
    if let controller = owningController {
      insets = controller.containerSafeArea(around: insets)
      let extra = controller.additionalSafeAreaInsets
      insets.top += extra.top
      insets.left += extra.left
      insets.bottom += extra.bottom
      insets.right += extra.right
    }
    return insets
  }

  /// The part of the superview's safe area that covers this view, edge by edge.
  private func coveredSafeArea() -> UIEdgeInsets {
    // The stored reference: `superview` is open, a call each time.
    guard let superview = superviewStorage else { return hostSafeAreaInsets }
    let outer = superview.safeAreaInsetsForSubviews
    // Most views are deep in the content, where nothing of the safe area is left.
    guard outer != .zero else { return .zero }
    let bounds = superview.bounds
    // Worked out again only when something it is made from changed: most views keep their
    // place while another view scrolls, or while a finger rests.
    let geometry = layer.geometryChanges
    // Field by field: `CGRect`'s `==` is a call into Foundation.
    if let kept = keptCoveredSafeArea, kept.geometry == geometry,
      kept.superviewBounds.origin.x == bounds.origin.x,
      kept.superviewBounds.origin.y == bounds.origin.y,
      kept.superviewBounds.size.width == bounds.size.width,
      kept.superviewBounds.size.height == bounds.size.height, kept.outer == outer
    {
      return kept.insets
    }
    let safe = CGRect(
      x: bounds.minX + outer.left, y: bounds.minY + outer.top,
      width: bounds.width - outer.left - outer.right,
      height: bounds.height - outer.top - outer.bottom)
    // The frame without the view's transform (ours: UIKit maps the safe area into a transformed
    // view's own coordinates; a transformed frame costs a projection of the bounds on every
    // frame for every cell, and only a view straddling a bar's edge would differ). Each layer
    // property is read once: they are open, a call for each read.
    let size = layer.bounds.size
    let position = layer.position
    let anchor = layer.anchorPoint
    let frame = CGRect(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
      width: size.width, height: size.height)
    // Only an edge with a bar covers anything: a view scrolled past an edge without one (a page
    // of a horizontal pager) is not in the safe area's way. On a 1/256-pt grid, finer than any
    // pixel: a frame's rounding noise must not change the safe area, and with it a scroll view's
    // insets, from frame to frame.
    func covered(_ edge: CGFloat, _ overlap: CGFloat, _ limit: CGFloat) -> CGFloat {
      // Most views are clear of the edge: nothing to round.
      guard edge > 0, overlap > 0 else { return 0 }
      return (min(max(overlap, 0), max(limit, 0)) * 256).rounded() / 256
    }
    let insets = UIEdgeInsets(
      top: covered(outer.top, safe.minY - frame.minY, frame.height),
      left: covered(outer.left, safe.minX - frame.minX, frame.width),
      bottom: covered(outer.bottom, frame.maxY - safe.maxY, frame.height),
      right: covered(outer.right, frame.maxX - safe.maxX, frame.width))
    keptCoveredSafeArea = (bounds, outer, geometry, insets)
    return insets
  }
}
