import UIKit

/// A view inside a row of a lazy container (`LazyVStack`, `LazyHStack`, the lazy grids, a
/// `List`'s rows) in a scroll view: it is there while its row is in the scroll view's bounds.
///
/// SwiftUI makes a lazy container's rows as they come into view and drops them as they leave
/// ("The stack is 'lazy,' in that the stack view doesn't create items until it needs to render
/// them onscreen", Apple, `LazyVStack`), so `onAppear`, `onDisappear` and `task` inside a row
/// follow the scroll. Here every row's views are made at once; what follows the scroll is what
/// an app sees of it: those actions, and the drawing (a row out of view runs no visual effect and
/// is in no layout sample).
final class LazyPresence {
  /// The modifier's node.
  let node: NodeReference
  /// Whether the row is in view: `show` ran last, not `hide`.
  var isShown = false
  /// Whether the node left the graph: nothing runs again.
  var hasLeft = false
  /// What runs when the row comes into view (`onAppear`'s action, a task's start).
  var show: () -> Void = {}
  /// What runs when it leaves the view (`onDisappear`'s action, a task's cancellation).
  var hide: () -> Void = {}

  init(node: NodeReference) { self.node = node }

  /// The node left the graph: hides it if it was shown, and ends the presence.
  func leave() {
    guard !hasLeft else { return }
    hasLeft = true
    if isShown {
      isShown = false
      hide()
    }
  }
}

extension ViewGraph {
  /// Registers `node` (a modifier's, on its first update) to be shown and hidden as its row in
  /// the nearest lazy container above it scrolls; nil when no lazy container is above it (its
  /// actions follow the graph alone).
  func lazyPresence(of node: ViewNode) -> LazyPresence? {
    guard node.lazyRow() != nil else { return nil }
    let presence = LazyPresence(node: node.reference)
    lazyPresences.append(presence)
    return presence
  }

  /// Shows the registered views whose rows came into view and hides those whose rows left it,
  /// in the order they were registered (after a render, and after a scroll view moved).
  func updateLazyPresences() {
    guard !lazyPresences.isEmpty else { return }
    lazyPresences.removeAll { $0.hasLeft || $0.node.node == nil }
    // Iterates a copy: an action may change state, and the update it causes register more.
    for presence in lazyPresences {
      guard let node = presence.node.node else { continue }
      let shown = node.isLazilyShown
      guard shown != presence.isShown, !presence.hasLeft else { continue }
      presence.isShown = shown
      whenUpdated(shown ? presence.show : presence.hide)
    }
  }
}

extension ViewNode {
  /// The nearest lazy container above the node and the node's row in it: the topmost view
  /// between them, or nil when the node stands above its row's views (a modifier around the
  /// row).
  func lazyRow() -> (row: ViewNode?, container: ViewNode)? {
    var row: ViewNode? = role == .view ? self : nil
    var current = parent
    while let node = current {
      if node.role == .view {
        if node.layout.makesRowsLazily(node) { return (row, node) }
        row = node
      }
      current = node.parent
    }
    return nil
  }

  /// Whether the node's row is in its scroll view's bounds, and its container's row in its own,
  /// up to the outermost lazy container; true outside any (ours: a lazy container outside a
  /// scroll view makes all its rows, as its bounds hold them all).
  ///
  /// Asked for every drawn visual effect and sampled target on every frame of a scroll, often
  /// twice (drawn, then sampled): the answer is kept until a frame, the structure or a scroll
  /// offset changes; the containers are found once per structure (``lazyRows``).
  var isLazilyShown: Bool {
    let links = lazyRows
    guard !links.isEmpty else { return true }
    if let kept = keptLazyShown, kept.geometry == graph.geometryGeneration,
      kept.scrollMoves == graph.scrollMoves
    {
      return kept.shown
    }
    let shown = findLazilyShown(links)
    keptLazyShown = (graph.geometryGeneration, graph.scrollMoves, shown)
    return shown
  }

  private func findLazilyShown(_ links: [LazyRowLink]) -> Bool {
    var current = self
    for link in links {
      guard let scroll = link.scroll else { return true }
      let offset = (scroll.platformView as? UIScrollView)?.contentOffset ?? .zero
      // The bounds exactly (ours: no rows are made ahead of the scroll).
      let bounds = CGRect(origin: offset, size: scroll.frame.size)
      let visible: Bool
      if let row = link.row {
        visible = row.frameInScrollContent(of: scroll).overlapsRow(bounds)
      } else {
        let nodes = current.layoutNodes
        visible =
          nodes.isEmpty
          || nodes.contains { $0.frameInScrollContent(of: scroll).overlapsRow(bounds) }
      }
      guard visible else { return false }
      current = link.container
    }
    return true
  }

  /// The lazy containers the node is in, innermost first, each with the node's (or the inner
  /// container's) row in it, up to the first that is in no scroll view; kept until the graph's
  /// structure next changes.
  var lazyRows: [LazyRowLink] {
    if lazyRowsGeneration == graph.structureGeneration { return cachedLazyRows }
    var links: [LazyRowLink] = []
    var current = self
    while let (row, container) = current.lazyRow() {
      let scroll = container.enclosingScrollView
      links.append(LazyRowLink(row: row, container: container, scroll: scroll))
      guard scroll != nil else { break }
      current = container
    }
    cachedLazyRows = links
    lazyRowsGeneration = graph.structureGeneration
    return links
  }
}

extension CGRect {
  /// Whether a row at this frame shows in `bounds`: they overlap, a row of no length counting
  /// when it lies inside along that axis.
  fileprivate func overlapsRow(_ bounds: CGRect) -> Bool {
    func overlaps(_ low: CGFloat, _ high: CGFloat, _ start: CGFloat, _ end: CGFloat) -> Bool {
      high > low ? high > start && low < end : low >= start && low < end
    }
    return overlaps(minX, maxX, bounds.minX, bounds.maxX)
      && overlaps(minY, maxY, bounds.minY, bounds.maxY)
  }
}
