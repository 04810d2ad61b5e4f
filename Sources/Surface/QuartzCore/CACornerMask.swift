/// Which corners ``CALayer/cornerRadius`` rounds (inert: nothing is drawn).
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public var rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top-left corner on iOS (minimum x, minimum y).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner on iOS.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner on iOS.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner on iOS.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
