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
  /// Whether a touch at `point` falls in the node's hit area when its bounds are `rect`: a
  /// shape's path, by default the whole rect.
  func hitArea(contains point: CGPoint, in rect: CGRect) -> Bool
  /// Whether the hit area also bounds what the views inside take (a content shape): a touch
  /// outside it hits nothing in the node.
  var limitsHitsInside: Bool { get }
  /// The view that shows the node on the UIKit surface.
  func makePlatformView(for node: ViewNode) -> UIView
  /// Brings the node's view up to date after a layout pass (its transform, its scroll state).
  func render(_ view: UIView, node: ViewNode)
  /// Whether the layout is a ``PassThroughLayout`` (asked on every update: a witness call, not
  /// a dynamic cast).
  var passesThrough: Bool { get }
  /// Whether the layout is a modifier around one view that stands in that view's place: a
  /// pass-through layout, padding or a frame (asked for each new and each dropped node: a
  /// witness call, not a dynamic cast).
  var wrapsOneView: Bool { get }
  /// Whether the layout is a scroll view's (asked for every ancestor on every frame a visual
  /// effect reads the scroll view's space).
  var isScrollView: Bool { get }
  /// Whether the layout is `zIndex`'s (asked for every sampled item on every frame).
  var isZIndex: Bool { get }
  /// Whether `node`, of this layout, makes its rows as they scroll into view (a lazy stack or
  /// grid, a list's rows): asked only for the ancestors of a row's `onAppear` or `task`.
  func makesRowsLazily(_ node: ViewNode) -> Bool
  /// Whether the layout places the cells of the `GridRow`s inside (`Grid`, `GridLayout`).
  var arrangesGridRows: Bool { get }
  /// Whether ``render(_:node:)`` reads more than an update of the node sets (a binding read
  /// under observation, pending scroll requests, a represented view, sizes a layout chose): the
  /// node is drawn on every render, changed or not.
  var rendersBeyondUpdates: Bool { get }
}

extension NodeLayout {
  func contentOrigin(_ point: CGPoint, node: ViewNode) -> CGPoint { point }
  var isHitTestable: Bool { false }
  func hitArea(contains point: CGPoint, in rect: CGRect) -> Bool { rect.contains(point) }
  var limitsHitsInside: Bool { false }
  func makePlatformView(for node: ViewNode) -> UIView { NodeView(node: node) }
  func render(_ view: UIView, node: ViewNode) {}
  var passesThrough: Bool { false }
  var wrapsOneView: Bool { false }
  var isScrollView: Bool { false }
  var isZIndex: Bool { false }
  func makesRowsLazily(_ node: ViewNode) -> Bool { false }
  var arrangesGridRows: Bool { false }
  var rendersBeyondUpdates: Bool { false }
}

/// A layout that sizes itself as its one child does and gives it all its room: effects, gesture
/// and feedback modifiers, and views with no layout of their own.
protocol PassThroughLayout: NodeLayout {}

extension PassThroughLayout {
  var passesThrough: Bool { true }
  var wrapsOneView: Bool { true }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.contentSize(for: proposal)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    node.placeContent(in: CGRect(origin: .zero, size: size))
  }
}

extension Array where Element == ViewNode {
  /// The size of these nodes where one view is expected: the one's own, or, with several, a
  /// vertical stack's (as SwiftUI lays out several views where one is expected).
  func groupSize(for proposal: ProposedViewSize) -> CGSize {
    count == 1
      ? self[0].sizeThatFits(proposal) : StackedLayout.vertical.size(of: self, for: proposal)
  }

  /// Places these nodes at their group size for `rect`, aligned in it by `alignment`; one node
  /// `byGuides` lines its guides (an `alignmentGuide`'s values) up with the rect's, as a frame
  /// places its content.
  ///
  /// `rightToLeft`, the place is mirrored in the rect (`.leading` is its right edge).
  func placeGroup(
    in rect: CGRect, alignment: Alignment, byGuides: Bool = false, rightToLeft: Bool = false
  ) {
    let size = groupSize(for: ProposedViewSize(rect.size))
    let frame =
      (byGuides && count == 1
      ? alignment.place(self[0], size: size, in: rect) : alignment.place(size, in: rect))
      .mirrored(in: rect, rightToLeft: rightToLeft)
    if count == 1 {
      self[0].place(in: frame)
    } else {
      StackedLayout.vertical.place(self, in: frame, rightToLeft: rightToLeft)
    }
  }
}

extension ViewNode {
  /// The size of the node's content for `proposal`: its layout children's group size.
  func contentSize(for proposal: ProposedViewSize) -> CGSize {
    layoutChildren.groupSize(for: proposal)
  }

  /// Places the node's content in `rect`: its one child at its size for the rect, aligned by
  /// `alignment` (by its guides when `byGuides`), mirrored when the node lays out right to
  /// left; several, stacked from the rect's top.
  func placeContent(in rect: CGRect, alignment: Alignment = .center, byGuides: Bool = false) {
    let children = layoutChildren
    if children.count == 1 {
      children.placeGroup(
        in: rect, alignment: alignment, byGuides: byGuides, rightToLeft: isRightToLeft)
    } else {
      StackedLayout.vertical.place(children, in: rect, rightToLeft: isRightToLeft)
    }
  }
}
