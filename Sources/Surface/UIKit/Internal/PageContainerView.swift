/// The view a page view controller makes for itself: tells it when its size changes (a
/// rotation), after its subviews were resized, so the pages follow.
final class PageContainerView: UIView {
  var sizeChanged: (() -> Void)?

  override func viewGeometryDidChange(from oldBounds: CGRect) {
    super.viewGeometryDidChange(from: oldBounds)
    if oldBounds.size != bounds.size { sizeChanged?() }
  }
}
