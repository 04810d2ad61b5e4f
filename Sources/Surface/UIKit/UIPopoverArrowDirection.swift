/// The sides a pop-over's arrow may point from (inert: a pop-over is shown over the window).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Pointing up, the pop-over below its source.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Pointing down, the pop-over above its source.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Pointing left, the pop-over to the right of its source.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Pointing right, the pop-over to the left of its source.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any side.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not yet known: the pop-over is not shown.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
