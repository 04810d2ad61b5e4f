/// The leading or the trailing edge.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: Int8
    /// A set of the edges whose bits `rawValue` holds.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The leading edge.
    public static let leading = Set(rawValue: 1)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.leading, .trailing]
    /// The set of `edge` alone.
    public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
  }
}
