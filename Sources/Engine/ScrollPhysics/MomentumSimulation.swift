/// One axis of UIScrollView's motion after release: deceleration at the per-millisecond rate,
/// handed to a spring toward the edge when it runs past one (or a spring at once when the
/// release happens overscrolled), or stopped at the edge when bouncing is off.
///
/// This is Lobanov's ScrollMechanics model (docs/physics-model.md#bounce): decay with the
/// ``DecelerationSimulation`` of a ``DecelerationRule`` (``DecelerationRule/device`` by default), hand-off at the crossing time (``DecelerationSimulation/time(toReach:)``)
/// with the decay's velocity at that instant, to a critically damped spring
/// (``Spring/scrollViewBounce`` by default). Once done, the position is exactly the resting
/// point: the decay's (clamped) rest or the edge. Before its start (a negative time, such as a
/// display frame a fraction of a microsecond before a release that the tape's microsecond grid
/// rounded up) the motion holds its start state, so every time has an answer.
///
/// ```swift
/// // A fling that runs into the trailing edge at 500 pt and springs back.
/// let motion = MomentumSimulation(
///   position: 400, velocity: 1_000, range: 0...500, rate: 0.998, deceleration: .compatibility)
/// motion.springStartTime        // 0.8059 s, when the decay crosses 500
/// motion.finalPosition          // 500
/// ```
public struct MomentumSimulation: Simulation, Hashable {
  /// The decay phase; `nil` when the release happens outside the range.
  public let deceleration: DecelerationSimulation?
  /// The spring phase toward an edge, if any.
  public let spring: SpringSimulation?
  /// When the spring takes over, in seconds (0: at once; `.infinity`: never).
  public let springStartTime: Double
  /// When the decay is stopped at an edge because bouncing is off (`.infinity`: never).
  public let edgeStopTime: Double
  /// The in-range positions, in points.
  public let range: ClosedRange<Double>
  /// How close to rest counts as rest.
  public let tolerance: Tolerance

  /// The exact resting point of the decay phase (the target when one was given).
  private let decayRest: Double

  /// Creates the motion.
  /// - Parameters:
  ///   - position: Start position in points.
  ///   - velocity: Start velocity in points per second (ignored when `target` is given).
  ///   - target: A resting point to land on exactly; the start velocity is re-planned for it.
  ///   - range: The in-range positions.
  ///   - rate: Velocity fraction kept per millisecond.
  ///   - bounces: Whether the motion may pass an edge and spring back.
  ///   - deceleration: The decay model and its stop speed.
  ///   - spring: The bounce-back spring.
  ///   - tolerance: `distance` and `velocity` end the spring.
  public init(
    position: Double, velocity: Double, target: Double? = nil, range: ClosedRange<Double>,
    rate: Double, bounces: Bool = true, deceleration rule: DecelerationRule = .device,
    spring: SpringDescription = .scrollViewBounce,
    tolerance: Tolerance = DecelerationSimulation.defaultTolerance
  ) {
    self.range = range
    self.tolerance = tolerance
    func springTo(_ end: Double, from start: Double, velocity: Double) -> SpringSimulation {
      SpringSimulation(
        spring: spring, start: start, end: end, velocity: velocity, snapsToEnd: true,
        tolerance: tolerance)
    }
    if !range.contains(position) {
      let edge = position < range.lowerBound ? range.lowerBound : range.upperBound
      deceleration = nil
      decayRest = edge
      self.spring = springTo(edge, from: position, velocity: velocity)
      springStartTime = 0
      edgeStopTime = .infinity
      return
    }
    let decay =
      if let target {
        rule.simulation(position: position, restingAt: target, rate: rate)
      } else {
        rule.simulation(position: position, velocity: velocity, rate: rate)
      }
    deceleration = decay
    let rest = target ?? decay.finalPosition
    decayRest = min(max(rest, range.lowerBound), range.upperBound)
    let edge: Double? =
      rest > range.upperBound
      ? range.upperBound : (rest < range.lowerBound ? range.lowerBound : nil)
    guard let edge, decay.time(toReach: edge) < decay.stopTime else {
      self.spring = nil
      springStartTime = .infinity
      edgeStopTime = .infinity
      return
    }
    let crossing = decay.time(toReach: edge)
    if bounces {
      self.spring = springTo(edge, from: edge, velocity: decay.velocity(at: crossing))
      springStartTime = crossing
      edgeStopTime = .infinity
    } else {
      self.spring = nil
      springStartTime = .infinity
      edgeStopTime = crossing
    }
  }

  /// Where the motion rests, in points.
  public var finalPosition: Double {
    spring?.end ?? decayRest
  }

  /// The time in seconds at which the motion is done, searched on a `step` grid (for example
  /// the display frame interval): the first grid time at which ``isDone(at:)`` holds.
  public func completionTime(step: Double, limit: Double = 60) -> Double {
    // A grid that does not advance would never reach the limit.
    guard step > 0, step.isFinite else { return isDone(at: 0) ? 0 : limit }
    var time = 0.0
    var index = 0.0
    while time < limit && !isDone(at: time) {
      index += 1
      time = index * step
    }
    return time
  }

  /// The position in points `time` seconds after the start.
  public func position(at time: Double) -> Double {
    let time = max(time, 0)
    guard let deceleration, time < springStartTime else {
      return spring?.position(at: time - springStartTime) ?? decayRest
    }
    if time >= edgeStopTime || deceleration.isDone(at: time) { return finalPosition }
    return deceleration.position(at: time)
  }

  /// The velocity in points per second `time` seconds after the start.
  public func velocity(at time: Double) -> Double {
    let time = max(time, 0)
    guard let deceleration, time < springStartTime else {
      guard let spring, !spring.isDone(at: time - springStartTime) else { return 0 }
      return spring.velocity(at: time - springStartTime)
    }
    if time >= edgeStopTime || deceleration.isDone(at: time) { return 0 }
    return deceleration.velocity(at: time)
  }

  /// ``position(at:)`` and ``isDone(at:)`` at once, the same numbers, each part of the motion
  /// evaluated once (a scroll view asks both on every frame of a deceleration).
  package func sample(at time: Double) -> (position: Double, isDone: Bool) {
    let time = max(time, 0)
    guard let deceleration, time < springStartTime else {
      guard let spring else { return (decayRest, true) }
      return spring.sample(at: time - springStartTime)
    }
    if time >= edgeStopTime || deceleration.isDone(at: time) { return (finalPosition, true) }
    return (deceleration.position(at: time), false)
  }

  /// Whether the motion is at rest at `time`, within ``tolerance``.
  public func isDone(at time: Double) -> Bool {
    let time = max(time, 0)
    guard let deceleration, time < springStartTime else {
      return spring?.isDone(at: time - springStartTime) ?? true
    }
    return time >= edgeStopTime || deceleration.isDone(at: time)
  }
}
