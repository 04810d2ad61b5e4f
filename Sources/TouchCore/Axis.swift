/// A scrolling or layout axis.
public enum Axis: String, Hashable, Sendable, CaseIterable {
  /// Left to right: the x axis.
  case horizontal
  /// Top to bottom: the y axis.
  case vertical

  /// The other axis.
  public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
