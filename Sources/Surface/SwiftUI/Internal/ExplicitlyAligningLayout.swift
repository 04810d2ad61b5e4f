/// A node layout that may set its own guides: an app's ``Layout`` through its
/// `explicitAlignment`.
protocol ExplicitlyAligningLayout {
  /// The layout's own value for `key` in `node` at `size`, in the node's coordinates; nil when
  /// it sets none.
  func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode) -> CGFloat?
}
