import UIKit

extension ViewNode {
  /// The views of a scroll view's target layout, in order (none without `scrollTargetLayout`).
  func scrollTargets() -> [ViewNode] {
    guard let marked = firstDescendant(where: \.isScrollTargetLayout) else { return [] }
    // The marker wraps the stack: its views are the stack's children.
    let content = marked.layoutChildren
    return content.count == 1 ? content[0].layoutChildren : content
  }

  private func firstDescendant(where test: (ViewNode) -> Bool) -> ViewNode? {
    for child in children {
      if test(child) { return child }
      // A scroll view inside has targets of its own.
      if child.laysOutScrollView, child.role == .view { continue }
      if let found = child.firstDescendant(where: test) { return found }
    }
    return nil
  }

  /// The nearest scroll view around the node (not the node itself).
  var enclosingScrollView: ViewNode? { geometryParent?.selfOrEnclosingScrollView }

  /// The nearest scroll view above the node that scrolls along `axis`; any when nil.
  func enclosingScrollView(along axis: Axis?) -> ViewNode? {
    var scroll = enclosingScrollView
    guard let axis else { return scroll }
    let along: Axis.Set = axis == .horizontal ? .horizontal : .vertical
    while let current = scroll {
      if current.scrollAxes.contains(along) { return current }
      scroll = current.enclosingScrollView
    }
    return nil
  }

  /// The node when it is a scroll view, else the nearest scroll view above it.
  ///
  /// Kept until the graph's structure changes: every item of a scroll view asks on every frame,
  /// and each asks its parent, so a frame walks each ancestor once.
  private var selfOrEnclosingScrollView: ViewNode? {
    if scrollViewGeneration == graph.structureGeneration { return cachedScrollView }
    let found =
      laysOutScrollView && role == .view ? self : geometryParent?.selfOrEnclosingScrollView
    cachedScrollView = found
    scrollViewGeneration = graph.structureGeneration
    return found
  }

  /// The node and the nodes it wraps directly: while a node passes its whole frame to its one
  /// layout child (an effect, a gesture), that child, down to the first node that lays out.
  var passThroughChain: [ViewNode] {
    var chain: [ViewNode] = []
    var node: ViewNode? = self
    while let current = node {
      chain.append(current)
      guard current.layoutPassesThrough else { break }
      let inner = current.layoutChildren
      node = inner.count == 1 ? inner[0] : nil
    }
    return chain
  }

  /// The node's frame in the content coordinates of the scroll view node `scroll`.
  ///
  /// Kept until a frame or the structure changes: a scroll does not move the content inside
  /// its scroll view, and its visual effects, targets and position ask on every frame. Not kept
  /// through a scroll view between the two (its own scroll moves the node) or a parent that
  /// dropped a node (it may leave without a change counted).
  func frameInScrollContent(of scroll: ViewNode) -> CGRect {
    let generation = graph.geometryGeneration
    if let kept = scrollContentFrame, kept.generation == generation,
      kept.scroll == ObjectIdentifier(scroll)
    {
      return kept.frame
    }
    var keeps = true
    let found = frame(inAncestor: { current in
      if current === scroll { return true }
      if current.laysOutScrollView || current.parent == nil { keeps = false }
      return false
    })
    if parent == nil { keeps = false }
    scrollContentFrame = keeps ? (ObjectIdentifier(scroll), generation, found) : nil
    return found
  }

  /// The nodes below this one with a visual effect, in the order they are drawn (a parent
  /// before its children), kept until the graph's structure next changes: a scroll draws them
  /// again on every frame, and most nodes below it have none.
  var visualEffectNodes: [ViewNode] {
    if visualEffectNodesGeneration == graph.structureGeneration { return cachedVisualEffectNodes }
    var found: [ViewNode] = []
    func collect(under node: ViewNode) {
      for child in node.layoutChildren {
        if child.visualEffect != nil { found.append(child) }
        collect(under: child)
      }
    }
    collect(under: self)
    cachedVisualEffectNodes = found
    visualEffectNodesGeneration = graph.structureGeneration
    return found
  }

  /// The identity of a scroll target: the `id` of the `ForEach` element it is, or its key.
  var scrollTargetID: AnyHashable {
    var node: ViewNode? = self
    while let current = node {
      if current.parent?.isIdentifiedList == true { return current.key.id }
      node = current.parent
    }
    return key.id
  }

  /// The size of the container `containerRelativeFrame` measures: the nearest scroll view's, or
  /// the hosting view's.
  var containerSize: CGSize {
    if let scroll = enclosingScrollView {
      return scroll.frame.size
    }
    return graph.rootSize
  }

  /// A scroll view's targets as a layout sample records them: each its item, with the effects
  /// of the modifiers wrapped directly around it.
  func scrollTargetItems() -> [HeadlessLayoutItem]? {
    let targets = scrollTargets()
    guard !targets.isEmpty else { return nil }
    // The targets drawn on screen, as a collection view samples its visible cells.
    let offset = (platformView as? UIScrollView)?.contentOffset ?? .zero
    let visible = CGRect(origin: offset, size: frame.size)
    // Reserved: grown an item at a time, the list was copied on every sample.
    var items: [HeadlessLayoutItem] = []
    items.reserveCapacity(targets.count)
    for (index, target) in targets.enumerated() {
      // A lazy container's row out of view is not drawn (SwiftUI drops it), wherever its
      // effects would have put it.
      guard target.isLazilyShown else { continue }
      // A transparent target is not drawn: known from its effects, before its frame and
      // transform are worked out (most of a wheel's cards are transparent on every sample).
      var effects = EffectValues()
      var source = ChainEffectSource.none
      target.addChainEffects(to: &effects, source: &source)
      guard effects.opacity > 0 else { continue }
      let item = target.layoutItem(
        at: IndexPath(item: index, section: 0), in: self, effects: &effects, source: source)
      // One that only touches the visible edge is not on screen.
      let overlap = item.drawnFrame.intersection(visible)
      guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else { continue }
      items.append(item)
    }
    return items
  }

  /// The node as a sampled item: its layout frame's centre moved by the translations applied
  /// after every other effect (an outer `offset` moves the item), and the rest of its `effects`
  /// (those of its ``passThroughChain``; the outer translations are taken off) as a transform
  /// about their anchor.
  private func layoutItem(
    at indexPath: IndexPath, in scroll: ViewNode, effects: inout EffectValues,
    source: ChainEffectSource
  ) -> HeadlessLayoutItem {
    let frame = frameInScrollContent(of: scroll)
    var moved = CGSize.zero
    while case .translate(let step)? = effects.operations.last {
      moved.width += step.width
      moved.height += step.height
      effects.operations.removeLast()
    }
    // The effects of one node, whole: the transform its last drawing made for a view of this
    // size is the one they make (a visual effect's page, drawn on this frame's scroll). A node
    // keeps none for effects that end in an offset, so none was taken off above.
    let anchor: CGPoint
    let transform: CATransform3D
    if case .one(let node) = source, let kept = node.renderedTransform, kept.size == frame.size {
      (anchor, transform) = (kept.anchor, kept.transform)
    } else {
      (anchor, transform) = effects.layerTransform(for: frame.size)
    }
    return HeadlessLayoutItem(
      indexPath: indexPath, category: .cell, kind: nil,
      // The layout's centre, as collection-view attributes give it; the anchor is beside it.
      center: CGPoint(x: frame.midX + moved.width, y: frame.midY + moved.height),
      size: frame.size, transform3D: transform, alpha: CGFloat(effects.opacity),
      zIndex: Int(exactly: effects.zIndex.rounded(.towardZero)) ?? 0, isHidden: false,
      anchorPoint: anchor)
  }

  /// Adds the drawn effects of the node's ``passThroughChain`` to `effects`, innermost first, as
  /// they apply (a walk, not the chain's array: every sample asks for every target).
  private func addChainEffects(to effects: inout EffectValues, source: inout ChainEffectSource) {
    if layoutPassesThrough {
      let inner = layoutChildren
      if inner.count == 1 { inner[0].addChainEffects(to: &effects, source: &source) }
    }
    guard let values = renderedEffects else { return }
    if !values.operations.isEmpty {
      if case .none = source { source = .one(self) } else { source = .several }
    }
    // Appending nothing would still copy an array shared with the node's effects.
    if effects.operations.isEmpty {
      effects.operations = values.operations
    } else if !values.operations.isEmpty {
      effects.operations += values.operations
    }
    effects.opacity *= values.opacity
    // The outermost zIndex wins, as SwiftUI orders by the one nearest the container.
    if layout.isZIndex { effects.zIndex = values.zIndex }
  }

  /// `point`, in the node's own coordinates, in `space`.
  func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
    let frame = self.frame(in: space)
    return CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)
  }

  /// The node's frame in `space`.
  func frame(in space: CoordinateSpace) -> CGRect {
    // One cast answers both questions: visual effects ask for this space on every frame.
    frame(in: space, scrollSpace: space.scrollViewSpaceName)
  }

  /// The node's frame in `space`, which is the scroll view's space `scrollSpace` if that is
  /// not nil (the caller knows, or has asked `space`).
  func frame(in space: CoordinateSpace, scrollSpace: ScrollViewSpaceName?) -> CGRect {
    switch space {
    case .local: return CGRect(origin: .zero, size: frame.size)
    case .global: return frame(inAncestor: { _ in false })
    case .named:
      if let scrollSpace, let inScrollView = frameInScrollView(along: scrollSpace.axis) {
        return inScrollView
      }
      if let named = ancestor(where: { $0 !== self && $0.coordinateSpaceName == space }) {
        return frame(inAncestor: { $0 === named })
      }
      return frame(inAncestor: { _ in false })
    }
  }

  /// The node's frame in the visible region of the nearest scroll view above that scrolls along
  /// `axis` (any, when nil): `.scrollView`'s space; nil when there is none.
  func frameInScrollView(along axis: Axis?) -> CGRect? {
    guard let scroll = enclosingScrollView(along: axis) else { return nil }
    let inContent = frameInScrollContent(of: scroll)
    let offset = (scroll.platformView as? UIScrollView)?.contentOffset ?? .zero
    return inContent.offsetBy(dx: -offset.x, dy: -offset.y)
  }

  /// The node's geometry, for `visualEffect` and `GeometryReader`.
  var geometryProxy: GeometryProxy { GeometryProxy(size: frame.size, node: reference) }

  /// The bounds of `space` in the node's own coordinates, nil when no ancestor makes it.
  func bounds(of space: CoordinateSpace) -> CGRect? {
    let size: CGSize
    switch space {
    case .local: return CGRect(origin: .zero, size: frame.size)
    case .global:
      guard let root = ancestor(where: { $0.geometryParent == nil }) else { return nil }
      size = root.frame.size
    case .named:
      if let scrollSpace = space.scrollViewSpaceName {
        guard let scroll = enclosingScrollView(along: scrollSpace.axis) else { return nil }
        size = scroll.frame.size
      } else {
        guard let named = ancestor(where: { $0 !== self && $0.coordinateSpaceName == space })
        else { return nil }
        size = named.frame.size
      }
    }
    let origin = frame(in: space).origin
    return CGRect(origin: CGPoint(x: -origin.x, y: -origin.y), size: size)
  }
}

/// A node's frame in a scroll view's content, as ``ViewNode/frameInScrollContent(of:)`` found
/// it: the scroll view, the graph's geometry generation then, and the frame.
typealias KeptScrollContentFrame = (scroll: ObjectIdentifier, generation: Int, frame: CGRect)
