/// One lazy container a node is in, as ``ViewNode/lazyRows`` keeps it for the graph's structure:
/// the node's row in the container, the container and the scroll view the container is in.
///
/// Unowned and unsafe: the nodes are the node's ancestors, in the graph while its structure
/// does not change, and the links are read only then; a weak reference would give each a side
/// table (see ``NodeReference``).
struct LazyRowLink {
  /// The topmost view between the node and the container, or nil when the node stands above
  /// its row's views (a modifier around the row).
  unowned(unsafe) let row: ViewNode?
  /// The lazy container.
  unowned(unsafe) let container: ViewNode
  /// The scroll view the container scrolls in, or nil when it is in none (all its rows show).
  unowned(unsafe) let scroll: ViewNode?
}
