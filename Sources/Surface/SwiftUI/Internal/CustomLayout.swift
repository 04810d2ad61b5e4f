/// A ``Layout``'s node: the layout sizes the node and places its layout children, through
/// ``LayoutSubviews`` that stand for them.
struct CustomLayout<L: Layout>: NodeLayout, ExplicitlyAligningLayout {
  let layout: L

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let subviews = node.layoutSubviews(placement: LayoutPlacement())
    return withCache(of: node, subviews: subviews) { cache in
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// Whether the layout is `GridLayout`, directly or in an `AnyLayout`.
  var arrangesGridRows: Bool {
    L.self == GridLayout.self
      || (layout as? AnyLayout)?.storage.layoutType == ObjectIdentifier(GridLayout.self)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let placement = LayoutPlacement()
    let subviews = node.layoutSubviews(placement: placement)
    let bounds = CGRect(origin: .zero, size: size)
    // The proposal the parent made is not kept: the size it led to stands for it (ours).
    placement.isPlacing = true
    placement.bounds = bounds
    placement.rightToLeft = node.isRightToLeft
    withCache(of: node, subviews: subviews) { cache in
      layout.placeSubviews(
        in: bounds, proposal: ProposedViewSize(size), subviews: subviews, cache: &cache)
    }
    placement.isPlacing = false
    // A subview the layout did not place sits at the centre (Apple's `place(at:)` discussion).
    for subview in subviews where !placement.placed.contains(ObjectIdentifier(subview.node)) {
      let own = subview.node.sizeThatFits(ProposedViewSize(size))
      subview.node.place(in: Alignment.center.place(own, in: bounds))
    }
  }

  /// The layout's own value for `key` in a node of `size`, in the node's coordinates; nil when
  /// it sets none.
  func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode) -> CGFloat? {
    let subviews = node.layoutSubviews(placement: LayoutPlacement())
    return withCache(of: node, subviews: subviews) { cache in
      layout.explicitAlignment(
        of: key, in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size),
        subviews: subviews, cache: &cache)
    }
  }

  /// Runs `body` with the node's cache: made on first use, updated once after each update of
  /// the view.
  private func withCache<Result>(
    of node: ViewNode, subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result
  ) -> Result {
    let box = node.modifierState(LayoutCacheBox<L>.self) { LayoutCacheBox() }
    var cache: L.Cache
    if let kept = box.cache {
      cache = kept
      if box.isStale { layout.updateCache(&cache, subviews: subviews) }
    } else {
      cache = layout.makeCache(subviews: subviews)
    }
    box.isStale = false
    let result = body(&cache)
    box.cache = cache
    return result
  }
}

/// A layout's cache, kept on its node between layout passes.
final class LayoutCacheBox<L: Layout> {
  var cache: L.Cache?
  /// Whether the view was updated since the cache was last brought up to date.
  var isStale = true
}

extension ViewNode {
  /// The node's layout children as a layout's subviews, placing through `placement`.
  func layoutSubviews(placement: LayoutPlacement) -> LayoutSubviews {
    LayoutSubviews(
      layoutChildren.map { LayoutSubview(node: $0, placement: placement) },
      layoutDirection: environment.layoutDirection)
  }
}

/// A node's layout that stacks along an axis, as a `Spacer` inside sees it.
protocol StackAxisLayout { var stackAxis: Axis? { get } }

extension CustomLayout: StackAxisLayout {
  /// The axis the layout inside stacks along, if any (for a `Spacer`): its
  /// `layoutProperties.stackOrientation` (`HStackLayout`, `VStackLayout` or an app's layout),
  /// directly or in an `AnyLayout`.
  var stackAxis: Axis? {
    ((layout as? AnyLayout)?.storage.layoutProperties ?? L.layoutProperties).stackOrientation
  }
}
