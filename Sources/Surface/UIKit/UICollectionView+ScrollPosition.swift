// MARK: - Scroll positions

extension UICollectionView {
  /// Where ``UICollectionView/scrollToItem(at:at:animated:)`` puts an item: at most one vertical
  /// and one horizontal position, with UIKit's raw values.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// A position with this raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Leaves the item where it is on that axis.
    public static let none = ScrollPosition([])
    /// The item's top edge at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically in the visible area.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally in the visible area.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
}
