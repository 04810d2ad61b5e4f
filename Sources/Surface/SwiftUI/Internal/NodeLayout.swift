/// How a node takes part in layout, SwiftUI's way: its parent proposes a size, the node chooses
/// its own, then the parent places it and it places its children.
protocol NodeLayout {
  /// The size the node chooses for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize
  /// Places the node's layout children in a node of `size` (the node's own coordinates).
  func placeChildren(in size: CGSize, node: ViewNode)
  /// A point in the node's children's coordinates, in the node's own: the scroll view's content
  /// moves by its offset.
  func contentOrigin(_ point: CGPoint, node: ViewNode) -> CGPoint
  /// Whether a touch on the node's bounds hits it (filled shapes, text, colours, content shapes).
  var isHitTestable: Bool { get }
  /// The view that shows the node on the UIKit surface.
  func makePlatformView(for node: ViewNode) -> UIView
  /// Brings the node's view up to date after a layout pass (its transform, its scroll state).
  func render(_ view: UIView, node: ViewNode)
}

extension NodeLayout {
  func contentOrigin(_ point: CGPoint, node: ViewNode) -> CGPoint { point }
  var isHitTestable: Bool { false }
  func makePlatformView(for node: ViewNode) -> UIView { NodeView(node: node) }
  func render(_ view: UIView, node: ViewNode) {}
}

/// A layout that sizes itself as its one child does and gives it all its room: effects, gesture
/// and feedback modifiers, and views with no layout of their own.
protocol PassThroughLayout: NodeLayout {}

extension PassThroughLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.contentSize(for: proposal)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    node.placeContent(in: CGRect(origin: .zero, size: size))
  }
}

/// A pass-through layout with nothing else to it.
struct PlainPassThrough: PassThroughLayout {}

extension ViewNode {
  /// The size of the node's content for `proposal`: its one layout child's, or, with several,
  /// a vertical stack's (as SwiftUI lays out several views where one is expected).
  func contentSize(for proposal: ProposedViewSize) -> CGSize {
    let children = layoutChildren
    if children.count == 1 { return children[0].sizeThatFits(proposal) }
    return StackedLayout.vertical.size(of: children, for: proposal)
  }

  /// Places the node's content in `rect`: its one child at its size for the rect, aligned by
  /// `alignment`; several, stacked.
  func placeContent(in rect: CGRect, alignment: Alignment = .center) {
    let children = layoutChildren
    if children.count == 1 {
      let size = children[0].sizeThatFits(ProposedViewSize(rect.size))
      children[0].place(in: alignment.place(size, in: rect))
    } else {
      StackedLayout.vertical.place(children, in: rect)
    }
  }
}
