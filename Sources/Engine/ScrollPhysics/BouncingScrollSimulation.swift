/// Flutter's iOS-style ballistic scroll: friction inside the extents, a spring beyond them.
///
/// Friction with drag 0.135/s hands over to a spring toward the edge at the moment it crosses
/// one (or at once when it starts outside them). Kept for comparison with Flutter's tests
/// (`packages/flutter/test/physics/newton_test.dart`, docs/physics-model.md#test-vectors); the
/// engine uses ``MomentumSimulation``.
///
/// ```swift
/// let fling = BouncingScrollSimulation(
///   position: 500, velocity: -7_500, leadingExtent: 0, trailingExtent: 1_000,
///   spring: SpringDescription(mass: 1, stiffness: 170, dampingRatio: 1.1))
/// fling.position(at: 0.1)  // ≈ −123.5 pt (overscrolled, springing back)
/// ```
public struct BouncingScrollSimulation: Simulation {
  /// The friction phase; `nil` when the motion starts outside the extents.
  public let friction: FrictionSimulation?
  /// The spring phase, if the motion reaches or starts beyond an edge.
  public let spring: SpringSimulation?
  /// When the spring takes over, in seconds: `-.infinity` from the start, `.infinity` never.
  public let springStartTime: Double
  /// How close to rest counts as rest.
  public let tolerance: Tolerance

  /// The largest speed handed from friction to the spring, in points per second.
  // source: Flutter scroll_simulation.dart `maxSpringTransferVelocity` (applied one-sided, as written).
  public static let maximumSpringTransferVelocity = 5_000.0

  /// Creates the simulation.
  /// - Parameters:
  ///   - position: Start position in points.
  ///   - velocity: Start velocity in points per second.
  ///   - leadingExtent: The smallest in-range position.
  ///   - trailingExtent: The largest in-range position (may be `.infinity`).
  ///   - spring: The spring used beyond an edge.
  ///   - drag: Friction drag per second; 0.135 ≈ 0.998¹⁰⁰⁰.
  ///   - constantDeceleration: Extra friction deceleration in points per second².
  ///   - tolerance: Rest thresholds for both phases.
  public init(
    position: Double, velocity: Double, leadingExtent: Double, trailingExtent: Double,
    spring: SpringDescription, drag: Double = 0.135, constantDeceleration: Double = 0,
    tolerance: Tolerance = .default
  ) {
    // source: Flutter scroll_simulation.dart — drag 0.135 "Taken from UIScrollView.decelerationRate".
    precondition(leadingExtent <= trailingExtent, "leading extent must not exceed trailing extent")
    self.tolerance = tolerance
    func springTo(_ end: Double, from start: Double, velocity: Double) -> SpringSimulation {
      SpringSimulation(
        spring: spring, start: start, end: end, velocity: velocity, snapsToEnd: true,
        tolerance: tolerance)
    }
    if position < leadingExtent {
      friction = nil
      self.spring = springTo(leadingExtent, from: position, velocity: velocity)
      springStartTime = -.infinity
    } else if position > trailingExtent {
      friction = nil
      self.spring = springTo(trailingExtent, from: position, velocity: velocity)
      springStartTime = -.infinity
    } else {
      let decay = FrictionSimulation(
        drag: drag, position: position, velocity: velocity,
        constantDeceleration: constantDeceleration, tolerance: tolerance)
      friction = decay
      let final = decay.finalPosition
      let edge: Double? =
        velocity > 0 && final > trailingExtent
        ? trailingExtent : (velocity < 0 && final < leadingExtent ? leadingExtent : nil)
      if let edge {
        let crossing = decay.time(toReach: edge)
        springStartTime = crossing
        let handedVelocity = min(decay.velocity(at: crossing), Self.maximumSpringTransferVelocity)
        self.spring = springTo(edge, from: edge, velocity: handedVelocity)
      } else {
        springStartTime = .infinity
        self.spring = nil
      }
    }
  }

  /// The active phase and the time within it.
  private func phase(at time: Double) -> (any Simulation, Double) {
    let springTime = springStartTime.isFinite ? time - springStartTime : time
    switch (friction, spring) {
    case (let friction?, let spring?):
      return time > springStartTime ? (spring, springTime) : (friction, time)
    case (let friction?, nil): return (friction, time)
    // Without friction the spring runs from the start, for every time (NaN included).
    case (nil, let spring?): return (spring, springTime)
    case (nil, nil):
      // Unreachable: each branch of the initializer sets the friction, the spring or both.
      preconditionFailure("BouncingScrollSimulation has neither phase")
    }
  }

  /// The position in points `time` seconds after the start.
  public func position(at time: Double) -> Double {
    let (simulation, local) = phase(at: time)
    return simulation.position(at: local)
  }

  /// The velocity in points per second `time` seconds after the start.
  public func velocity(at time: Double) -> Double {
    let (simulation, local) = phase(at: time)
    return simulation.velocity(at: local)
  }

  /// Whether the motion is at rest at `time`, within ``tolerance``.
  public func isDone(at time: Double) -> Bool {
    let (simulation, local) = phase(at: time)
    return simulation.isDone(at: local)
  }
}
