/// The parts of a lazy stack or grid that stay pinned while its scroll view moves (inert: the
/// surface has no sections to pin).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The raw bits (inert).
  public let rawValue: UInt32
  /// The parts of `rawValue`'s bits (inert).
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers (inert).
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers (inert).
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
