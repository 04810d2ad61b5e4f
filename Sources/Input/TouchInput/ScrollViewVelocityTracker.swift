import TouchCore

/// The release velocity an iOS scroll view reports: a weighted mean of the last three
/// finger-to-finger velocities, 0.6·v₋₂ + 0.35·v₋₁ + 0.05·v₀ (v₀ the newest pair), and zero
/// when no sample arrived in the last 40 ms (Flutter's `IOSScrollViewFlingVelocityTracker`).
///
/// The weighting favours older pairs because a scroll view slows down as the finger lifts
/// (docs/physics-model.md#velocity-estimation). Pairs that do not exist yet count as zero.
///
/// ```swift
/// var tracker = ScrollViewVelocityTracker()
/// for (index, y) in [0.0, 8, 16, 24].enumerated() {
///   tracker.add(Point2D(x: 0, y: y), at: .milliseconds(Int64(index) * 8))
/// }
/// tracker.velocity(at: .milliseconds(24))  // (0, 1000) pt/s
/// tracker.velocity(at: .milliseconds(80))  // zero: the finger rested 56 ms
/// ```
public struct ScrollViewVelocityTracker: VelocityTracker {
  /// Weights of the pair velocities, oldest (v₋₂) first.
  // source: Flutter gestures/velocity_tracker.dart IOSScrollViewFlingVelocityTracker
  // 0.6/0.35/0.05.
  public var weights: (older: Double, previous: Double, newest: Double) = (0.6, 0.35, 0.05)
  /// How long without a sample means the finger is resting (velocity zero).
  // source: Flutter velocity_tracker_test.dart "Assume zero velocity when there are no recent
  // samples" (40 ms).
  public var restingAfter = TimeAmount.milliseconds(40)

  private var samples = SampleRing()

  /// Creates an empty tracker.
  public init() {}

  /// Records where the point was at `timestamp`.
  public mutating func add(_ position: Point2D, at timestamp: Timestamp) {
    samples.append(PositionSample(position: position, timestamp: timestamp))
  }

  /// Forgets every sample.
  public mutating func reset() {
    samples.removeAll()
  }

  /// The estimated velocity in points per second as of `now`.
  public func velocity(at now: Timestamp) -> Vector2D {
    guard samples.count > 0, now - samples[age: 0].timestamp <= restingAfter else { return .zero }
    return pairVelocity(endingAtAge: 2) * weights.older + pairVelocity(endingAtAge: 1)
      * weights.previous + pairVelocity(endingAtAge: 0) * weights.newest
  }

  /// The velocity between the sample `age` places before the newest and the one before it.
  private func pairVelocity(endingAtAge age: Int) -> Vector2D {
    guard age + 1 < samples.count else { return .zero }
    let end = samples[age: age]
    let start = samples[age: age + 1]
    let microseconds = (end.timestamp - start.timestamp).nanoseconds / 1_000
    guard microseconds > 0 else { return .zero }
    // Flutter: (end − start)·1000 / (dt µs / 1000), i.e. points per second.
    return (end.position - start.position) * 1_000 / (Double(microseconds) / 1_000)
  }
}
