// MARK: - Scroll directions

extension UICollectionView {
  /// The axis a flow layout lays lines along.
  public enum ScrollDirection: Int, Hashable, Sendable {
    /// Lines of items are rows stacked from top to bottom.
    case vertical = 0
    /// Lines of items are columns placed from left to right.
    case horizontal = 1
  }
}
