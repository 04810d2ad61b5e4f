import Foundation

/// UIScrollView's momentum after the finger lifts: velocity multiplied by the deceleration
/// rate every millisecond (docs/physics-model.md#deceleration).
///
/// The ``Model/perMillisecond`` model is UIKit's update as observed on devices: every
/// millisecond the velocity is multiplied by `d` and the offset moves by it, so after `n` ms
/// the distance is `(v₀/1000)·d·(1 − dⁿ)/(1 − d)`; the motion stops at the first millisecond
/// whose velocity is below `tolerance.velocity`, and rests there. Without a stop it would rest
/// on the WWDC 2018 "Designing Fluid Interfaces" projection `(v₀/1000)·d/(1 − d)`; with the stop
/// speed `s` it rests `(s/1000)·d/(1 − d)` short of it (within `s/1000` pt). ``DecelerationRule``
/// names the device's stop speed and the evidence for it.
///
/// The ``Model/continuous`` model (ScrollMechanics, Motion, Compose) gives `v(t) = v₀·e^(D·t)`
/// and `x(t) = x₀ + v₀·(e^(D·t) − 1)/D` with `D = 1000·ln d` (per second), resting at
/// `x₀ − v₀/D` and done once `|v|` drops below `tolerance.velocity` (0.5 pt/s by default,
/// their stop rule); it is kept for the open re-implementations' vectors.
///
/// ```swift
/// let fling = DecelerationSimulation(position: 0, velocity: 2_000, rate: 0.998)
/// fling.finalPosition    // 998.999 pt
/// fling.stopTime         // 4.1429 s, when |v| < 0.5 pt/s
/// let device = DecelerationRule.device.simulation(position: 364, velocity: 4_619.94, rate: 0.998)
/// device.finalPosition   // 2664.363 pt
/// device.stopTime        // 3.065 s
/// ```
public struct DecelerationSimulation: Simulation, Hashable {
  /// How the per-millisecond rate is applied over time.
  public enum Model: String, Hashable, Sendable, CaseIterable {
    /// Exponential decay in continuous time (Motion, Compose, ScrollMechanics).
    case continuous
    /// The rate applied once per elapsed millisecond, stopping at the first millisecond below
    /// the stop speed (UIKit, as measured; the engine's model).
    case perMillisecond
  }

  /// The position at time 0, in points.
  public let initialPosition: Double
  /// The velocity at time 0, in points per second.
  public let initialVelocity: Double
  /// The fraction of velocity kept per millisecond, in (0, 1).
  public let rate: Double
  /// How the rate is applied.
  public let model: Model
  /// How close to rest counts as rest.
  public let tolerance: Tolerance

  /// `1000·ln(rate)`, per second (negative).
  public let decayConstant: Double
  /// The time in seconds at which the speed drops below `tolerance.velocity`; for the
  /// per-millisecond model a whole number of milliseconds, after which the position stays put.
  public let stopTime: Double
  /// Where the motion comes to rest, in points: for the continuous model the limit
  /// `x₀ − v₀/D`; for the per-millisecond model the position at ``stopTime`` (or the target it
  /// was planned to land on).
  public let finalPosition: Double

  /// The default stop rule: done below 0.5 pt/s.
  // source: b3ll/Motion Sources/Motion/Animations/Functions/DecayFunction.swift @ c9a57f9d
  // (stop below 0.5), Compose CupertinoScrollDecayAnimationSpec absVelocityThreshold = 0.5f;
  // docs/physics-model.md#deceleration.
  public static let defaultTolerance = Tolerance(distance: 0.5, time: 1e-3, velocity: 0.5)

  /// Creates a deceleration.
  /// - Parameters:
  ///   - position: Start position in points.
  ///   - velocity: Start velocity in points per second.
  ///   - rate: Velocity fraction kept per millisecond, in (0, 1); 0.998 is `.normal`.
  ///   - model: Continuous (default) or per-millisecond.
  ///   - tolerance: `velocity` is the stop speed in points per second.
  public init(
    position: Double, velocity: Double, rate: Double, model: Model = .continuous,
    tolerance: Tolerance = DecelerationSimulation.defaultTolerance
  ) {
    self.init(
      position: position, velocity: velocity, rate: rate, model: model, tolerance: tolerance,
      target: nil)
  }

  /// Creates the deceleration from `position` that comes to rest exactly on `target`.
  ///
  /// The continuous model re-plans the start velocity as `v₀ = (x₀ − x₁)·D` (Motion's
  /// `DecayAnimation.toValue`). The per-millisecond model starts at the velocity whose stop
  /// lands on the target by the stop-speed rule, `v₀/1000 = Δ·(1 − d)/d + s/1000` (the exact
  /// sum stops within `s/1000` pt of it), and ends exactly on the target, never passing it.
  public init(
    position: Double, restingAt target: Double, rate: Double, model: Model = .continuous,
    tolerance: Tolerance = DecelerationSimulation.defaultTolerance
  ) {
    let distance = target - position
    let velocity: Double
    switch model {
    case .continuous: velocity = -distance * 1000 * log(rate)
    case .perMillisecond:
      let sign: Double = distance > 0 ? 1 : (distance < 0 ? -1 : 0)
      velocity = distance * 1000 * (1 - rate) / rate + sign * tolerance.velocity
    }
    self.init(
      position: position, velocity: velocity, rate: rate, model: model, tolerance: tolerance,
      target: target)
  }

  private init(
    position: Double, velocity: Double, rate: Double, model: Model, tolerance: Tolerance,
    target: Double?
  ) {
    precondition(rate > 0 && rate < 1, "deceleration rate must be in (0, 1)")
    self.initialPosition = position
    self.initialVelocity = velocity
    self.rate = rate
    self.model = model
    self.tolerance = tolerance
    let decayConstant = 1000 * log(rate)
    self.decayConstant = decayConstant
    let speed = abs(velocity)
    let exact =
      speed < tolerance.velocity ? 0 : log(tolerance.velocity / speed) / decayConstant
    switch model {
    case .continuous:
      stopTime = exact
      finalPosition = target ?? position - velocity / decayConstant
    case .perMillisecond:
      let steps = speed < tolerance.velocity ? 0 : (exact * 1000).rounded(.down) + 1
      stopTime = steps / 1000
      finalPosition =
        target ?? position + Self.distance(stepVelocity: velocity / 1000, rate: rate, steps: steps)
    }
  }

  /// The distance covered in `steps` whole milliseconds from `stepVelocity` points per
  /// millisecond: `v·d·(1 − dⁿ)/(1 − d)`.
  private static func distance(stepVelocity: Double, rate: Double, steps: Double) -> Double {
    stepVelocity * rate * -expm1(steps * log(rate)) / (1 - rate)
  }

  /// The position in points `time` seconds after the start.
  public func position(at time: Double) -> Double {
    let time = max(time, 0)
    switch model {
    case .continuous:
      return initialPosition + initialVelocity * expm1(decayConstant * time)
        / decayConstant
    case .perMillisecond:
      if time >= stopTime { return finalPosition }
      let elapsed = time * 1000
      let whole = elapsed.rounded(.down)
      let step = initialVelocity / 1000
      let covered = Self.distance(stepVelocity: step, rate: rate, steps: whole)
      let position =
        initialPosition + covered + (elapsed - whole) * step * pow(rate, whole + 1)
      // A motion planned onto a target ends on it without passing it.
      return initialVelocity >= 0 ? min(position, finalPosition) : max(position, finalPosition)
    }
  }

  /// The velocity in points per second `time` seconds after the start.
  public func velocity(at time: Double) -> Double {
    let time = max(time, 0)
    switch model {
    case .continuous: return initialVelocity * exp(decayConstant * time)
    case .perMillisecond:
      if time >= stopTime { return 0 }
      return initialVelocity * pow(rate, (time * 1000).rounded(.down) + 1)
    }
  }

  /// Whether the motion is at rest at `time`, within ``tolerance``.
  public func isDone(at time: Double) -> Bool { time >= stopTime }

  /// The time in seconds at which the distance still to travel is `distance` points
  /// (Lobanov's and Compose's duration: `T = ln(−D·ε/|v₀|)/D`), 0 if it already is.
  public func duration(remainingDistance distance: Double) -> Double {
    max(0, log(-decayConstant * distance / abs(initialVelocity)) / decayConstant)
  }

  /// The duration of the motion sampled at `framesPerSecond`, ending at the first frame whose
  /// mean speed over the frame is below `tolerance.velocity` (Motion's keyframe generation).
  public func frameQuantizedDuration(framesPerSecond: Double) -> Double {
    let interval = 1 / framesPerSecond
    // Mean speed over a frame = speed at the frame's start × (e^(D·Δ) − 1)/(D·Δ).
    let meanFactor = expm1(decayConstant * interval) / (decayConstant * interval)
    let speed = abs(initialVelocity) * meanFactor
    guard speed >= tolerance.velocity else { return interval }
    let framesBefore = (log(tolerance.velocity / speed) / decayConstant / interval).rounded(
      .down)
    return (framesBefore + 2) * interval
  }

  /// The time in seconds at which the motion passes `position`, or `.infinity` if it never does.
  public func time(toReach position: Double) -> Double {
    if position == initialPosition { return 0 }
    let fraction = (position - initialPosition) / (finalPosition - initialPosition)
    guard fraction > 0, fraction < 1 else { return .infinity }
    switch model {
    case .continuous:
      return log1p(decayConstant * (position - initialPosition) / initialVelocity)
        / decayConstant
    case .perMillisecond:
      // covered(n) = projection·(1 − dⁿ); find the millisecond, then interpolate inside it.
      let projection = Self.projectedDistance(velocity: initialVelocity, rate: rate)
      let share = (position - initialPosition) / projection
      let whole = (log1p(-share) / log(rate)).rounded(.down)
      let step = initialVelocity / 1000
      let covered = Self.distance(stepVelocity: step, rate: rate, steps: whole)
      let inside = (position - initialPosition - covered) / (step * pow(rate, whole + 1))
      return (whole + inside) / 1000
    }
  }

  /// The distance the WWDC 2018 projection predicts: `(v/1000)·d/(1 − d)` for `v` in points
  /// per second (WWDC 2018 session 803, "Designing Fluid Interfaces";
  /// docs/physics-model.md#projection).
  public static func projectedDistance(velocity: Double, rate: Double) -> Double {
    velocity / 1000 * rate / (1 - rate)
  }
}
