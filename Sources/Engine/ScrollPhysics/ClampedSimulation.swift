/// A simulation whose position is clamped to a range, done as soon as it touches either end
/// (Flutter's `BoundedFrictionSimulation`, generalized to any base simulation).
///
/// ```swift
/// let bounded = ClampedSimulation(
///   base: FrictionSimulation(drag: 0.3, position: 100, velocity: 400), range: 50...150)
/// bounded.position(at: 1)  // 150, and bounded.isDone(at: 1) is true
/// ```
public struct ClampedSimulation<Base: Simulation>: Simulation {
  /// The unclamped motion.
  public let base: Base
  /// The positions the motion may occupy, in points.
  public let range: ClosedRange<Double>

  /// Creates a clamped simulation.
  public init(base: Base, range: ClosedRange<Double>) {
    self.base = base
    self.range = range
  }

  /// How close to rest counts as rest.
  public var tolerance: Tolerance { base.tolerance }

  /// The position in points `time` seconds after the start.
  public func position(at time: Double) -> Double {
    min(max(base.position(at: time), range.lowerBound), range.upperBound)
  }

  /// The velocity in points per second `time` seconds after the start.
  public func velocity(at time: Double) -> Double {
    range.contains(base.position(at: time)) ? base.velocity(at: time) : 0
  }

  /// Whether the motion is at rest at `time`, within ``tolerance``.
  public func isDone(at time: Double) -> Bool {
    let position = position(at: time)
    return base.isDone(at: time) || abs(position - range.lowerBound) < tolerance.distance
      || abs(position - range.upperBound) < tolerance.distance
  }
}
