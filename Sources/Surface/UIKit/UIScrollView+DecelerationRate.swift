extension UIScrollView {
  /// How fast momentum decays: the share of velocity kept per millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The share of velocity kept per millisecond.
    public var rawValue: CGFloat
    /// A rate of `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// UIKit's default, 0.998 per millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate, 0.99 per millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// Which edges of the safe area the scroll view adds to its insets
  /// (`UIScrollView.contentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }

  /// How scrolling dismisses the keyboard (inert: there is no keyboard).
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive
  }

  /// The scroll indicators' colour (inert).
  public enum IndicatorStyle: Int, Sendable {
    case `default`, black, white
  }
}
