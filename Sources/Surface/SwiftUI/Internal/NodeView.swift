/// The UIKit view that shows one node: touches hit it only where it draws (or has a content
/// shape), and its children are hit first even outside its bounds, as SwiftUI hit-tests; a
/// content shape's outline bounds what its children take.
///
/// Not final: `ViewThatFits`' view hides the children it does not show as they are added.
class NodeView: UIView {
  /// The node the view shows.
  ///
  /// Unowned and unsafe rather than weak (no side table for the
  /// node): the node empties it when it leaves or deinitializes.
  unowned(unsafe) var node: ViewNode?

  init(node: ViewNode) {
    self.node = node
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  /// Whether a view of UIKit's own (a scroll view, a control, an app's represented view) is
  /// among the view's descendants: set when one is added and kept (ours: never cleared, so a
  /// view that once hosted one is always laid out).
  private(set) var hostsPlatformViews = false

  override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    guard !hostsPlatformViews else { return }
    if let nodeView = subview as? NodeView, !nodeView.hostsPlatformViews { return }
    var view: NodeView? = self
    while let current = view, !current.hostsPlatformViews {
      current.hostsPlatformViews = true
      view = current.superview as? NodeView
    }
  }

  /// Lays out only where a view of UIKit's own is below.
  ///
  /// SwiftUI places and draws its views itself; only the safe area of a represented view (and
  /// of the views between it and the host) is UIKit's to work out. Without this, every frame of
  /// a scroll measured the safe area of every view the screen's SwiftUI views are drawn with.
  override func layoutIfNeeded() {
    guard hostsPlatformViews else { return }
    super.layoutIfNeeded()
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
    if let node, node.layout.limitsHitsInside,
      !node.layout.hitArea(contains: point, in: bounds)
    {
      return nil
    }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
    }
    return self.point(inside: point, with: event) ? self : nil
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    guard let node, node.layout.isHitTestable else { return false }
    return node.layout.hitArea(contains: point, in: bounds)
  }
}
