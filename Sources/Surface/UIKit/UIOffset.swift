/// A distance from a point, as UIKit declares it: used for an attachment's or a push's point
/// relative to an item's centre.
public struct UIOffset: Hashable, Sendable {
  /// The horizontal distance, in points.
  public var horizontal: CGFloat
  /// The vertical distance, in points.
  public var vertical: CGFloat

  /// No offset.
  public init() {
    horizontal = 0
    vertical = 0
  }

  /// An offset of `horizontal` and `vertical` points.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset.
  public static let zero = UIOffset()
}
