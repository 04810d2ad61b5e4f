/// The kind string of a supplementary or decoration view, as UIKit's `elementKind`.
///
/// ```swift
/// let kind = ElementKind.header   // "header"
/// ```
public struct ElementKind: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The kind's name, printed by `haptictape layout` in the `category` field.
  public var rawValue: String

  /// Creates a kind from its name.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// A section header (`UICollectionView.elementKindSectionHeader`).
  public static let header = ElementKind("header")

  /// A section footer (`UICollectionView.elementKindSectionFooter`).
  public static let footer = ElementKind("footer")

  /// Orders by name, so sorted values print alphabetically.
  public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The kind's name.
  public var description: String { rawValue }
}
