extension NSLayoutConstraint {
  /// Options of ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``: an
  /// alignment of every view in the format, and the direction of horizontal formats.
  ///
  /// The raw values are UIKit's: an alignment is `1 << attribute`, the direction occupies bits
  /// 16–17 and the spacing bit 19.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The alignment bits.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// Horizontal formats run leading to trailing (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Horizontal formats run left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Horizontal formats run right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The direction bits.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
    /// Spacing is between the views' edges (the default).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spacing is between baselines.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The spacing bit.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }
}
