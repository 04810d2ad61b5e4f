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
