import TouchCore

/// Where an element a gesture statement names is on screen when the statement starts.
public struct GestureElement: Hashable, Sendable {
  /// The centre of the element's visible part, in screen points.
  public var center: Point2D
  /// The axis the element's view scrolls along, which a `fling item …` follows; `nil` when the
  /// view scrolls along neither or both.
  public var scrollAxis: Axis2D?

  /// Creates an element location.
  public init(center: Point2D, scrollAxis: Axis2D?) {
    self.center = center
    self.scrollAxis = scrollAxis
  }
}
