import ScrollEngine
import TouchCore

// `contentInsetAdjustmentBehavior`: which edges of the safe area become content inset.

extension UIScrollView {
  /// Recomputes ``safeAreaAdjustment`` after the view laid out in a layout pass (so its content
  /// size and bounds agree, as mid-rotation they do not); when it changed, the engine scrolls
  /// within the new insets, and content resting at its top (or left) edge stays at that edge, as
  /// UIKit keeps a list's first row below the status bar.
  func updateSafeAreaAdjustment() {
    let adjustment = currentSafeAreaAdjustment()
    guard adjustment != safeAreaAdjustment else { return }
    let old = adjustedContentInset
    safeAreaAdjustment = adjustment
    safeAreaInsetsForSubviews = subviewSafeArea()
    adjustedContentInsetChanged()
    guard isAtRest else { return }
    let new = adjustedContentInset
    var offset = contentOffset
    if offset.y == -old.top { offset.y = -new.top }
    if offset.x == -old.left { offset.x = -new.left }
    if offset != contentOffset { setContentOffset(offset, animated: false) }
  }

  /// The safe area's edges that ``contentInsetAdjustmentBehavior`` adds now.
  private func currentSafeAreaAdjustment() -> UIEdgeInsets {
    let safe = storedSafeAreaInsets
    guard safe != .zero else { return .zero }
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: return .zero
    case .always: return safe
    case .scrollableAxes:
      vertical = scrolls(.vertical)
      horizontal = scrolls(.horizontal)
    case .automatic:
      // Apple: "Content is always adjusted vertically when the scroll view is the content view
      // of a view controller that is currently displayed by a navigation or tab bar controller",
      // and the header: "for backward compatibility", when that controller keeps
      // `automaticallyAdjustsScrollViewInsets` on. The content view: the controller's view, or
      // its first subview (ours, after the rule of that older property).
      let controller =
        owningController ?? (superview?.subviews.first === self ? superview?.owningController : nil)
      let contained = controller?.navigationController != nil || controller?.tabBarController != nil
      vertical =
        (contained && controller?.automaticallyAdjustsScrollViewInsets == true)
        || scrolls(.vertical)
      horizontal = scrolls(.horizontal)
    }
    return UIEdgeInsets(
      top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
      bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
  }

  /// Whether the content scrolls along `axis` (Apple, `scrollableAxes`: the content is longer
  /// than the view, or it always bounces that way).
  private func scrolls(_ axis: Axis2D) -> Bool {
    let model = currentModel
    guard model.isScrollEnabled else { return false }
    switch axis {
    case .vertical:
      return model.alwaysBounceVertical || model.contentSize.height > model.boundsSize.height
    case .horizontal:
      return model.alwaysBounceHorizontal || model.contentSize.width > model.boundsSize.width
    }
  }
}
