/// The shape a dynamic item collides as.
///
/// Headless, every item collides as its axis-aligned bounding rectangle (ours): `.ellipse` and
/// `.path` are accepted and collide as `.rectangle`.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
  /// The item's bounds rectangle.
  case rectangle
  /// The ellipse inscribed in the item's bounds (collides as its rectangle headless).
  case ellipse
  /// ``UIDynamicItem/collisionBoundingPath`` (collides as the item's rectangle headless).
  case path
}
