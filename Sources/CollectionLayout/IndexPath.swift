/// The address of an item in a collection: section and item (`IndexPath` for collection views).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section number.
  public var section: Int
  /// The item number within the section.
  public var item: Int

  /// Creates an index path.
  public init(item: Int, section: Int = 0) {
    self.item = item
    self.section = section
  }

  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  public var description: String { "[\(section), \(item)]" }
}
