/// What kind of view a set of ``LayoutAttributes`` describes: a cell, a supplementary view of a
/// kind, or a decoration view of a kind (`UICollectionView.ElementCategory` plus the kind string).
///
/// ```swift
/// let header = ElementCategory.supplementary(.header)
/// ```
public enum ElementCategory: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// A cell, supplied by the data source.
  case cell
  /// A supplementary view of the given kind (a section header, for example).
  case supplementary(ElementKind)
  /// A decoration view of the given kind, owned by the layout.
  case decoration(ElementKind)

  /// `cell`, or the kind's name for supplementary and decoration views.
  public var description: String {
    switch self {
    case .cell: "cell"
    case .supplementary(let kind), .decoration(let kind): kind.rawValue
    }
  }
}
