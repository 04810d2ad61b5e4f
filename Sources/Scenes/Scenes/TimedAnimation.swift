import ScrollEngine
import TouchCore

/// A value animated from one number to another over a duration with a timing curve, queried
/// by time (a `UIViewPropertyAnimator` on one property).
public struct TimedAnimation: Hashable, Sendable {
  /// The value at the start.
  public var from: Double
  /// The value at the end.
  public var to: Double
  /// When the animation starts.
  public var start: Timestamp
  /// How long it runs.
  public var duration: TimeAmount
  /// The timing curve.
  public var curve: AnimationCurve

  /// Creates an animation.
  public init(
    from: Double, to: Double, start: Timestamp, duration: TimeAmount, curve: AnimationCurve
  ) {
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
    self.curve = curve
  }

  /// When the animation ends.
  public var end: Timestamp { start + duration }

  /// The animated value at `time`: `from` before the start, `to` after the end.
  public func value(at time: Timestamp) -> Double {
    guard duration > .zero else { return to }
    let progress = min(max((time - start).seconds / duration.seconds, 0), 1)
    return from + (to - from) * curve.value(at: progress)
  }

  /// Whether the animation has reached its end at `time`.
  public func isFinished(at time: Timestamp) -> Bool { time >= end }
}
