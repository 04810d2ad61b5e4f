/// The column a logged value is aligned in, as `os`'s `OSLogStringAlignment` (kept; inert).
public struct OSLogStringAlignment: Equatable, Sendable {
  /// No alignment.
  public static let none = OSLogStringAlignment()
  /// Right-aligned in `columns` characters.
  public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment()
  }
  /// Left-aligned in `columns` characters.
  public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment()
  }
}
