extension UISwipeGestureRecognizer {
  /// The directions a swipe may take, as in UIKit.
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Toward the right edge.
    public static let right = Direction(rawValue: 1 << 0)
    /// Toward the left edge.
    public static let left = Direction(rawValue: 1 << 1)
    /// Toward the top edge.
    public static let up = Direction(rawValue: 1 << 2)
    /// Toward the bottom edge.
    public static let down = Direction(rawValue: 1 << 3)

    /// Each single direction with its unit vector on the screen (y down), in UIKit's bit order.
    static let each: [(direction: Direction, unit: CGVector)] = [
      (.right, CGVector(dx: 1, dy: 0)), (.left, CGVector(dx: -1, dy: 0)),
      (.up, CGVector(dx: 0, dy: -1)), (.down, CGVector(dx: 0, dy: 1)),
    ]
  }
}
