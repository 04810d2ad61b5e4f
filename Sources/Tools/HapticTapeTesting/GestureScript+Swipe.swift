import TouchCore
import TouchInput
import TouchModel

// MARK: - Gesture shorthands for tests

extension GestureScript {
  /// A one-finger swipe: `finger` touches down at `start`, moves to `end` over `duration` and
  /// lifts.
  ///
  /// ```swift
  /// let script = GestureScript { $0.swipe(from: Point2D(x: 300, y: 400), to: Point2D(x: 100, y: 400), duration: .milliseconds(200)) }
  /// ```
  /// - Parameters:
  ///   - start: Where the finger touches down, in screen points.
  ///   - end: Where it lifts, in screen points.
  ///   - duration: How long the move takes.
  ///   - curve: How the distance spreads over the duration.
  ///   - finger: The finger, which must not be down; finger 1 by default.
  public mutating func swipe(
    from start: Point2D, to end: Point2D, duration: TimeAmount, curve: GestureCurve = .linear,
    finger: Touch.ID = Touch.ID(1)
  ) {
    touch(finger, at: start)
    drag(finger, to: end, duration: duration, curve: curve)
    lift(finger)
  }
}
