/// A scrolling or layout axis.
public enum Axis2D: String, Hashable, Sendable, CaseIterable {
  /// Left to right: the x axis.
  case horizontal
  /// Top to bottom: the y axis.
  case vertical

  /// The other axis.
  public var cross: Axis2D { self == .horizontal ? .vertical : .horizontal }
}
