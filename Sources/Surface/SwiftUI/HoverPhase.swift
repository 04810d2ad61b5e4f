/// Where a pointer is over a view, for `onContinuousHover(coordinateSpace:perform:)` (inert: the
/// headless iPhone has no pointer).
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is over the view at a point.
  case active(CGPoint)
  /// The pointer left the view.
  case ended
}
