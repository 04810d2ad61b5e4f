import TouchCore

/// Flutter's and AndroidX's default velocity estimate: an unweighted least-squares quadratic
/// fit of position against time over the newest samples, its slope at the newest sample.
///
/// It walks back from the newest of at most 20 samples while a sample is at most 100 ms old
/// and at most 40 ms from the next newer one; with fewer than 3 such samples it reports zero
/// (Flutter and AndroidX "Lsq2"; docs/physics-model.md#velocity-estimation).
///
/// ```swift
/// var tracker = LeastSquaresVelocityTracker()
/// for index in 0..<5 { tracker.add(Point2D(x: Double(index) * 10, y: 0), at: .milliseconds(Int64(index) * 10)) }
/// tracker.velocity(at: .milliseconds(40))  // (1000, 0) pt/s
/// ```
public struct LeastSquaresVelocityTracker: VelocityTracker {
  /// The oldest sample age used.
  // source: Flutter gestures/velocity_tracker.dart `_horizonMilliseconds` = 100.
  public var horizon = TimeAmount.milliseconds(100)
  /// The largest gap between consecutive samples before older ones are ignored.
  // source: Flutter gestures/velocity_tracker.dart
  // `_assumePointerMoveStoppedMilliseconds` = 40.
  public var maximumGap = TimeAmount.milliseconds(40)
  /// The fewest samples that give an estimate.
  // source: Flutter gestures/velocity_tracker.dart `_minSampleSize` = 3.
  public var minimumSampleCount = 3

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

  /// The estimate from the samples already recorded; `now` is not used (the fit window is
  /// anchored at the newest sample, as in Flutter).
  public func velocity(at now: Timestamp) -> Vector2D {
    guard samples.count > 0 else { return .zero }
    let newest = samples[age: 0]
    var times: [Double] = []
    var xs: [Double] = []
    var ys: [Double] = []
    times.reserveCapacity(samples.count)
    var previous = newest
    for age in 0..<samples.count {
      let sample = samples[age: age]
      let sinceNewest = newest.timestamp - sample.timestamp
      let gap = previous.timestamp - sample.timestamp
      previous = sample
      if sinceNewest > horizon || gap > maximumGap { break }
      // Flutter measures ages in whole microseconds, as milliseconds.
      times.append(-Double(sinceNewest.nanoseconds / 1_000) / 1_000)
      xs.append(sample.position.x)
      ys.append(sample.position.y)
    }
    guard times.count >= minimumSampleCount,
      let xSlope = QuadraticFit.slopeAtZero(times: times, values: xs),
      let ySlope = QuadraticFit.slopeAtZero(times: times, values: ys)
    else { return .zero }
    return Vector2D(dx: xSlope * 1_000, dy: ySlope * 1_000)
  }
}
