extension UIWindow {
  /// Where a window stacks among the app's windows (inert: the host shows its own window).
  ///
  /// The values are UIKit's: normal 0, status bar 1000, alert 2000.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// An app's windows.
    public static let normal = Level(rawValue: 0)
    /// The status bar's.
    public static let statusBar = Level(rawValue: 1000)
    /// An alert's.
    public static let alert = Level(rawValue: 2000)

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The level `rhs` above `lhs` (`.alert + 1`).
    public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }
    /// The level `rhs` below `lhs`.
    public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
  }
}
