/// The address of an item in a collection: section and item, like Foundation's `IndexPath` for collection views (renamed so an app that imports Foundation beside HapticTape sees no clash).
public struct ItemIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section number.
  public var section: Int
  /// The item number within the section.
  public var item: Int

  /// Creates an index path.
  public init(item: Int, section: Int = 0) {
    self.item = item
    self.section = section
  }

  public static func < (lhs: ItemIndexPath, rhs: ItemIndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  public var description: String { "[\(section), \(item)]" }
}
