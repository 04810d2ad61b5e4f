extension ViewGraph {
  /// Moves each `matchedGeometryEffect` node that is not its group's source to the source's
  /// frame, after the layout pass placed every node.
  ///
  /// Apple documents the group as "views with synchronized geometry", the matched position "in
  /// window coordinates": here the frames compared are layout frames in the hosting view's
  /// coordinates (scroll offsets included, drawing effects such as `offset` not: ours). A group
  /// with several sources takes the first to have appeared (ours: SwiftUI leaves the result
  /// undefined); one without a source moves nothing. Outer nodes move first, so a source inside
  /// a moved view is read where it ends up.
  ///
  /// Returns the followers whose frames it changed.
  @discardableResult
  func placeMatchedGeometry() -> [ViewNode] {
    guard !matchedGeometryNodes.isEmpty else { return [] }
    var live: [(node: ViewNode, matched: MatchedGeometryModifier)] = []
    // Nodes that left the graph are forgotten: a node never comes back once dropped.
    matchedGeometryNodes.removeAll { reference in
      guard let node = reference.node, isAttached(node),
        let matched = node.layout as? MatchedGeometryModifier
      else { return true }
      live.append((node, matched))
      return false
    }
    var sources: [MatchedGeometryGroup: ViewNode] = [:]
    for entry in live where entry.matched.isSource && sources[entry.matched.group] == nil {
      sources[entry.matched.group] = entry.node
    }
    let followers = live.filter { !$0.matched.isSource }.sorted { $0.node.depth < $1.node.depth }
    var moved: [ViewNode] = []
    for (node, matched) in followers {
      guard let source = sources[matched.group], source !== node else { continue }
      let frame = matched.frame(of: node, matching: source)
      if frame != node.frame { moved.append(node) }
      node.place(in: frame)
    }
    return moved
  }

  /// Moves the followers onto their sources again after a scroll, and draws those that moved.
  ///
  /// A scroll changes no size and no state, only where a scroll view's content is on screen:
  /// the layout pass's other placements stand, and no body runs again.
  func placeMatchedGeometryAfterScroll() {
    // Placed against the sources' frames before this update, they could sit on views about to
    // change; the update's own layout pass places them.
    guard !hasPendingUpdate else { return }
    // A scroll view the render sets up scrolled: drawing followers now would take the
    // transaction changes the render has yet to reach. A layout pass after it places them.
    guard !isRendering else {
      needsUpdate()
      return
    }
    for node in placeMatchedGeometry() where node.platformView != nil {
      _ = render(node, transaction: Transaction(), canTransitionIn: false)
    }
  }
}

extension MatchedGeometryModifier {
  /// The frame, in its parent's coordinates, `node` takes to match `source`: the source's size
  /// or its own, with its anchor point on the source's or where it was.
  func frame(of node: ViewNode, matching source: ViewNode) -> CGRect {
    let target = source.frame(inAncestor: { _ in false })
    let own = node.frame(inAncestor: { _ in false })
    let size = properties.contains(.size) ? target.size : own.size
    let placed = properties.contains(.position) ? target : own
    let anchorPoint = CGPoint(
      x: placed.minX + anchor.x * placed.width, y: placed.minY + anchor.y * placed.height)
    // From the hosting view's coordinates back to the parent's.
    let parentOrigin = CGPoint(x: own.minX - node.frame.minX, y: own.minY - node.frame.minY)
    return CGRect(
      x: anchorPoint.x - anchor.x * size.width - parentOrigin.x,
      y: anchorPoint.y - anchor.y * size.height - parentOrigin.y,
      width: size.width, height: size.height)
  }
}
