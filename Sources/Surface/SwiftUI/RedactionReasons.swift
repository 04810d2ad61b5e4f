/// Why the views inside are drawn as placeholders.
///
/// Set by `redacted(reason:)` and read from the environment (`\.redactionReasons`), as
/// skeleton and shimmer views do. The placeholder drawing itself is inert.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Content shown as a placeholder while it loads.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Private content hidden (with `privacySensitive()`).
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content that is out of date (widgets).
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
