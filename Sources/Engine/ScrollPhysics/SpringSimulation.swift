import Foundation

/// A damped spring pulling a position toward an end point (Flutter's `SpringSimulation`):
/// critically, under- or over-damped by the spring's constants.
///
/// Positions are points, velocities points per second, time seconds. The motion is done when
/// it is within `tolerance.distance` of the end and slower than `tolerance.velocity`. With
/// ``snapsToEnd`` (as Flutter's `ScrollSpringSimulation`), ``position(at:)`` returns the end
/// exactly once done.
///
/// ```swift
/// let settle = SpringSimulation(spring: .scrollViewBounce, start: 100, end: 0, velocity: 0)
/// settle.position(at: 0.1)  // 73.5759 pt
/// ```
public struct SpringSimulation: Simulation, Hashable {
  /// The spring's constants.
  public let spring: SpringDescription
  /// The start position, in points.
  public let start: Double
  /// The rest position, in points.
  public let end: Double
  /// The start velocity, in points per second.
  public let initialVelocity: Double
  /// Whether the position jumps to ``end`` once ``isDone(at:)`` holds.
  public let snapsToEnd: Bool
  /// How close to rest counts as rest.
  public let tolerance: Tolerance

  private let solution: Solution

  private enum Solution: Hashable, Sendable {
    /// `(c₁ + c₂·t)·e^(r·t)`.
    case critical(r: Double, c1: Double, c2: Double)
    /// `c₁·e^(r₁·t) + c₂·e^(r₂·t)`.
    case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    /// `e^(r·t)·(c₁·cos ω·t + c₂·sin ω·t)`.
    case underdamped(w: Double, r: Double, c1: Double, c2: Double)
  }

  /// Creates a spring simulation.
  public init(
    spring: SpringDescription, start: Double, end: Double, velocity: Double,
    snapsToEnd: Bool = false,
    tolerance: Tolerance = .default
  ) {
    self.spring = spring
    self.start = start
    self.end = end
    self.initialVelocity = velocity
    self.snapsToEnd = snapsToEnd
    self.tolerance = tolerance
    // source: Flutter spring_simulation.dart `_SpringSolution`.
    let (m, k, c) = (spring.mass, spring.stiffness, spring.damping)
    let distance = start - end
    let cmk = c * c - 4 * m * k
    if cmk == 0 {
      let r = -c / (2 * m)
      solution = .critical(r: r, c1: distance, c2: velocity - r * distance)
    } else if cmk > 0 {
      let r1 = (-c - cmk.squareRoot()) / (2 * m)
      let r2 = (-c + cmk.squareRoot()) / (2 * m)
      let c2 = (velocity - r1 * distance) / (r2 - r1)
      solution = .overdamped(r1: r1, r2: r2, c1: distance - c2, c2: c2)
    } else {
      let w = (4 * m * k - c * c).squareRoot() / (2 * m)
      // Flutter writes −(c/2·m), which equals −c/(2m) only for unit mass; this is the physical form.
      let r = -c / (2 * m)
      solution = .underdamped(w: w, r: r, c1: distance, c2: (velocity - r * distance) / w)
    }
  }

  /// The displacement from ``end`` at `time`, without snapping.
  private func displacement(at time: Double) -> Double {
    switch solution {
    case .critical(let r, let c1, let c2):
      return (c1 + c2 * time) * exp(r * time)
    case .overdamped(let r1, let r2, let c1, let c2):
      return c1 * exp(r1 * time) + c2 * exp(r2 * time)
    case .underdamped(let w, let r, let c1, let c2):
      return exp(r * time) * (c1 * cos(w * time) + c2 * sin(w * time))
    }
  }

  /// The position in points `time` seconds after the start.
  public func position(at time: Double) -> Double {
    if snapsToEnd && isDone(at: time) { return end }
    return end + displacement(at: time)
  }

  /// The velocity in points per second `time` seconds after the start.
  public func velocity(at time: Double) -> Double {
    switch solution {
    case .critical(let r, let c1, let c2):
      let power = exp(r * time)
      return r * (c1 + c2 * time) * power + c2 * power
    case .overdamped(let r1, let r2, let c1, let c2):
      return c1 * r1 * exp(r1 * time) + c2 * r2 * exp(r2 * time)
    case .underdamped(let w, let r, let c1, let c2):
      let power = exp(r * time)
      let (cosine, sine) = (cos(w * time), sin(w * time))
      return power * (c2 * w * cosine - c1 * w * sine) + r * power * (c2 * sine + c1 * cosine)
    }
  }

  /// Whether the motion is at rest at `time`, within ``tolerance``.
  public func isDone(at time: Double) -> Bool {
    abs(displacement(at: time)) < tolerance.distance && abs(velocity(at: time)) < tolerance.velocity
  }

  /// ``position(at:)`` and ``isDone(at:)`` at once, the same numbers: the exponential (and the
  /// cosine and sine) evaluated once, not up to four times (a scroll view's every frame asks
  /// both).
  package func sample(at time: Double) -> (position: Double, isDone: Bool) {
    let displacement: Double
    let velocity: Double
    switch solution {
    case .critical(let r, let c1, let c2):
      let power = exp(r * time)
      displacement = (c1 + c2 * time) * power
      velocity = r * (c1 + c2 * time) * power + c2 * power
    case .overdamped(let r1, let r2, let c1, let c2):
      let (first, second) = (exp(r1 * time), exp(r2 * time))
      displacement = c1 * first + c2 * second
      velocity = c1 * r1 * first + c2 * r2 * second
    case .underdamped(let w, let r, let c1, let c2):
      let power = exp(r * time)
      let (cosine, sine) = (cos(w * time), sin(w * time))
      displacement = power * (c1 * cosine + c2 * sine)
      velocity = power * (c2 * w * cosine - c1 * w * sine) + r * power * (c2 * sine + c1 * cosine)
    }
    let isDone = abs(displacement) < tolerance.distance && abs(velocity) < tolerance.velocity
    return (snapsToEnd && isDone ? end : end + displacement, isDone)
  }

  /// Lobanov's settling-time estimate for a critically damped spring: the later of the times
  /// at which the two terms of `(c₁ + c₂·t)·e^(−ω₀t)` fall below `threshold` points,
  /// `t₁ = ln(2|c₁|/ε)/ω₀` and `t₂ = (2/ω₀)·ln(4|c₂|/(e·ω₀·ε))`; `nil` when not critical.
  // source: super-ultra/ScrollMechanics @ 587660a6 SpringTimingParameters `duration`; vector LS-2
  // in docs/physics-model.md#test-vectors.
  public func criticalSettlingDuration(threshold: Double) -> Double? {
    guard case .critical(let r, let c1, let c2) = solution else { return nil }
    let omega = -r
    let first = c1 == 0 ? 0 : log(2 * abs(c1) / threshold) / omega
    let second =
      c2 == 0 ? 0 : 2 / omega * log(4 * abs(c2) / (exp(1) * omega * threshold))
    return max(first, second, 0)
  }
}
