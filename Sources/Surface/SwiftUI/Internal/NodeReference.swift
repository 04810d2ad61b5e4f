/// A reference to a node that neither keeps it alive nor gives it a side table: what closures,
/// observers and views that may outlive the node hold instead of a weak reference.
///
/// A weak reference to a node gives it a side table, and every retain and release of the node
/// then goes through it (ours, measured: about a sixth of a hosted SwiftUI frame's
/// instructions). The node makes one reference, on first use, and empties it when it
/// deinitializes.
final class NodeReference {
  /// The node, or `nil` once it has gone.
  @exclusivity(unchecked) unowned(unsafe) var node: ViewNode?

  init(_ node: ViewNode) { self.node = node }
}

/// A reference to a graph that neither keeps it alive nor gives it a side table, as
/// ``NodeReference`` is for a node; the graph empties it when it deinitializes.
final class GraphReference {
  /// The graph, or `nil` once it has gone.
  @exclusivity(unchecked) unowned(unsafe) var graph: ViewGraph?
}
