/// Horizontal or vertical.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// The set with `rawValue`'s bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}

extension CGSize {
  /// The length along `axis`.
  func length(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
  /// A size of `along` on `axis` and `across` on the other.
  static func make(_ axis: Axis, along: CGFloat, across: CGFloat) -> CGSize {
    axis == .horizontal
      ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }
}

extension Axis: CustomStringConvertible {
  /// The axis's name: "horizontal" or "vertical".
  public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}
