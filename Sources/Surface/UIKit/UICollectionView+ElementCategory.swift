// MARK: - Element categories

extension UICollectionView {
  /// What a layout attributes object describes: a cell, a supplementary view (a header or
  /// footer) or a decoration view.
  public enum ElementCategory: UInt, Hashable, Sendable {
    /// A cell, one per item.
    case cell = 0
    /// A supplementary view, such as a section header or footer.
    case supplementaryView = 1
    /// A decoration view, which the layout owns and no data source provides.
    case decorationView = 2
  }
}
