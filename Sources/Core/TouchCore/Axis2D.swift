/// A scrolling or layout axis.
public enum Axis2D: String, Hashable, Sendable, CaseIterable {
  /// Left to right: the x axis.
  case horizontal
  /// Top to bottom: the y axis.
  case vertical

  /// Both axes, horizontal first.
  ///
  /// Written out and inlinable: the engine loops over the axes on every frame, and the
  /// synthesized list was a call and a retained array each time.
  @inlinable public static var allCases: [Axis2D] { [.horizontal, .vertical] }

  /// The other axis.
  public var cross: Axis2D { self == .horizontal ? .vertical : .horizontal }
}
