/// How a scroll view's momentum decays and when it stops: the model of
/// ``DecelerationSimulation`` and its stop speed, as one named engine parameter.
///
/// ``device`` is UIKit's rule as measured on devices (docs/physics-model.md#device-flings): every
/// millisecond
/// the velocity `v` (pt/ms) is multiplied by the rate `d` and the offset moves by it, and the
/// motion stops once `|v|` falls below 0.01 pt/ms (10 pt/s). So after `n` ms the distance is
/// `v·d·(1 − dⁿ)/(1 − d)`, the motion ends after `n = ln(s/|v|)/ln d` ms, and it rests at
/// `x₀ + (v − s)·d/(1 − d)`: the WWDC 2018 projection `v·d/(1 − d)` minus `s·d/(1 − d)` (4.99 pt
/// at `.normal`, 0.99 pt at `.fast`). On the two published calibration flings at 0.998:
///
/// | start | v (pt/ms) | device rest | rule | device time | rule |
/// | ---: | ---: | ---: | ---: | ---: | ---: |
/// | 364.0 | 4.619940 | 2664.5 | 2664.36 | 3.0689 s | 3.065 s |
/// | 2595.5 | 1.398724 | 3288.5 | 3288.47 | 2.4854 s | 2.468 s |
///
/// Both rests match once rounded to the @2x pixel grid the device reports (the engine rounds
/// offsets to `ScrollConfiguration.scale`); the 4–18 ms left in the times are the display
/// frames (at 60 Hz) between the stop and the frame that reports it. ``compatibility`` is the
/// rule of the open re-implementations (Motion, Compose, ScrollMechanics): continuous decay,
/// stop below 0.5 pt/s; it rests 7 pt further and runs 1.5 s longer on the first fling.
///
/// ```swift
/// let fling = DecelerationRule.device.simulation(position: 364, velocity: 4_619.94, rate: 0.998)
/// fling.finalPosition  // 2664.363
/// fling.stopTime       // 3.065
/// ```
public struct DecelerationRule: Hashable, Sendable {
  /// How the per-millisecond rate is applied over time.
  public var model: DecelerationSimulation.Model
  /// The speed in points per second below which the motion stops.
  public var stopVelocity: Double

  /// Creates a rule.
  public init(model: DecelerationSimulation.Model, stopVelocity: Double) {
    precondition(stopVelocity > 0, "stop velocity must be positive")
    self.model = model
    self.stopVelocity = stopVelocity
  }

  /// UIKit as measured: per-millisecond decay, stop below 10 pt/s (0.01 pt/ms).
  // source: our fit to the two calibration device flings
  // (docs/physics-model.md#device-flings): the rests give
  // s ∈ [0.0094, 0.0102] pt/ms (±0.25 pt pixel rounding on both rows), the per-millisecond update
  // follows stackoverflow.com/questions/16284392 ("set to its previous velocity times the
  // deceleration rate") and the WWDC 2018 session 803 projection
  // (docs/physics-model.md#projection).
  public static let device = DecelerationRule(model: .perMillisecond, stopVelocity: 10)

  /// The open re-implementations' rule: continuous decay, stop below 0.5 pt/s.
  // source: b3ll/Motion DecayFunction.swift @ c9a57f9d (stop below 0.5 pt/s), Compose
  // CupertinoScrollDecayAnimationSpec absVelocityThreshold = 0.5f
  // (docs/physics-model.md#deceleration).
  public static let compatibility = DecelerationRule(model: .continuous, stopVelocity: 0.5)

  /// The deceleration from `position` at `velocity` points per second.
  public func simulation(position: Double, velocity: Double, rate: Double) -> DecelerationSimulation
  {
    DecelerationSimulation(
      position: position, velocity: velocity, rate: rate, model: model, tolerance: tolerance)
  }

  /// The deceleration from `position` that rests exactly on `target`.
  public func simulation(position: Double, restingAt target: Double, rate: Double)
    -> DecelerationSimulation
  {
    DecelerationSimulation(
      position: position, restingAt: target, rate: rate, model: model, tolerance: tolerance)
  }

  /// The simulation tolerance that carries the stop speed.
  private var tolerance: Tolerance {
    Tolerance(
      distance: DecelerationSimulation.defaultTolerance.distance,
      time: DecelerationSimulation.defaultTolerance.time, velocity: stopVelocity)
  }
}
