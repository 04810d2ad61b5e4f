/// An edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  /// The top.
  case top
  /// The leading edge.
  case leading
  /// The bottom.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// The set with `rawValue`'s bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set of one edge.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
    /// The top.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
  }
}

/// Distances inside each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
  /// Inside the top.
  public var top: CGFloat
  /// Inside the leading edge.
  public var leading: CGFloat
  /// Inside the bottom.
  public var bottom: CGFloat
  /// Inside the trailing edge.
  public var trailing: CGFloat
  /// Insets of each edge.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// `length` on each edge of `edges`.
  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }
}
