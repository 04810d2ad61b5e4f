import TouchCore

/// Estimates the velocity of a moving point from timestamped positions.
///
/// Trackers are value types fed explicit time: ``add(_:at:)`` records a position, and
/// ``velocity(at:)`` evaluates the estimate as of a given moment (trackers that treat a
/// stale history as rest use it). Velocities are in points per second.
///
/// ```swift
/// var tracker = ScrollViewVelocityTracker()
/// tracker.add(Point2D(x: 0, y: 0), at: .milliseconds(0))
/// tracker.add(Point2D(x: 0, y: 8), at: .milliseconds(8))
/// tracker.velocity(at: .milliseconds(8))  // (0, 50) pt/s
/// ```
public protocol VelocityTracker: Sendable {
  /// Records where the point was at `timestamp` (non-decreasing).
  mutating func add(_ position: Point2D, at timestamp: Timestamp)
  /// The estimated velocity in points per second as of `now`.
  func velocity(at now: Timestamp) -> Vector2D
  /// Forgets every sample.
  mutating func reset()
}
