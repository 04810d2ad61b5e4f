/// `ScrollViewProxy.scrollTo` calls waiting for the next layout pass: the view they name may
/// only join the graph in the update that pass runs (a row appended in the same action).
final class ScrollRequests {
  struct Request {
    /// The identity of the view to show.
    let id: AnyHashable
    let anchor: UnitPoint?
    /// Whether the call ran inside `withAnimation`.
    let animated: Bool
    /// The layout pass that was last when the call ran.
    let pass: Int
    /// The reader whose views are searched.
    let reader: ScrollReaderReference
  }

  var pending: [Request] = []
}

extension ViewGraph {
  /// The scroll requests of the graph, kept with its root.
  var scrollRequests: ScrollRequests? {
    root?.modifierState(ScrollRequests.self) { ScrollRequests() }
  }

  /// Performs the requests whose view is in the scroll view `node` shows; drops those whose
  /// view no pass since the call has had (an unknown id does nothing, as in SwiftUI).
  func performScrollRequests(in node: ViewNode, coordinator: ScrollCoordinator) {
    guard let requests = scrollRequests, !requests.pending.isEmpty,
      let scrollView = node.platformView as? UIScrollView
    else { return }
    var waiting: [ScrollRequests.Request] = []
    for request in requests.pending {
      guard request.pass < layoutPass else {
        waiting.append(request)
        continue
      }
      // The reader finds the views of its own content, as SwiftUI's proxy does.
      guard let target = request.reader.node?.identifiedDescendant(request.id) else {
        // Still unknown one pass later: it names no view.
        if request.pass + 1 >= layoutPass { waiting.append(request) }
        continue
      }
      guard let frame = target.laidOutFrame(inScroll: node) else {
        if request.pass + 1 >= layoutPass { waiting.append(request) }
        continue
      }
      coordinator.show(frame, anchor: request.anchor, animated: request.animated, in: scrollView)
    }
    requests.pending = waiting
  }
}

extension ViewNode {
  /// The first view under the node, in order, whose identity is `id`: the content of an
  /// `id(_:)` modifier or a `ForEach` element.
  func identifiedDescendant(_ id: AnyHashable) -> ViewNode? {
    for child in children {
      if isIdentifiedList, child.key.id == id { return child }
      if let found = child.identifiedDescendant(id) { return found }
    }
    return nil
  }
}

extension ViewNode {
  /// The frame, in the content of the scroll view `scroll`, of the views the node stands for
  /// (a modifier that only sets the environment lays nothing out itself); nil when `scroll` is
  /// not the nearest scroll view around them, or there are none.
  func laidOutFrame(inScroll scroll: ViewNode) -> CGRect? {
    let nodes = layoutNodes
    guard let first = nodes.first, first.enclosingScrollView === scroll else { return nil }
    return nodes.dropFirst().reduce(first.frameInScrollContent(of: scroll)) {
      $0.union($1.frameInScrollContent(of: scroll))
    }
  }
}
