import RealModule

/// UIScrollView's momentum after the finger lifts: velocity multiplied by the deceleration
/// rate every millisecond (scroll-physics.md §2).
///
/// With rate `d` per millisecond and `D = 1000·ln d` (per second), the ``Model/continuous``
/// model gives `v(t) = v₀·e^(D·t)` and `x(t) = x₀ + v₀·(e^(D·t) − 1)/D`, resting at `x₀ − v₀/D`
/// (ScrollMechanics, Motion, Compose). The ``Model/perMillisecond`` model applies the rate once
/// per whole millisecond, `xₙ = x₀ + (v₀/1000)·Σₖ₌₁…ₙ dᵏ`, resting at `x₀ + (v₀/1000)·d/(1 − d)`:
/// the WWDC 2018 "Designing Fluid Interfaces" projection. The two rest points differ by 0.1 %.
///
/// The engine uses the continuous model: it is independent of the frame rate, its inverse is
/// closed-form (so a release can be re-planned to land exactly on a snapped target, as
/// UIScrollView does when `targetContentOffset` changes), and every open re-implementation
/// that was checked against devices uses it.
///
/// The motion counts as done once its speed drops below `tolerance.velocity`
/// (default 0.5 pt/s, the stop rule of Motion and Compose).
///
/// ```swift
/// let fling = DecelerationSimulation(position: 0, velocity: 2_000, rate: 0.998)
/// fling.finalPosition    // 998.999 pt
/// fling.stopTime         // 4.1429 s, when |v| < 0.5 pt/s
/// ```
public struct DecelerationSimulation: Simulation, Hashable {
  /// How the per-millisecond rate is applied over time.
  public enum Model: String, Hashable, Sendable, CaseIterable {
    /// Exponential decay in continuous time (the engine's model).
    case continuous
    /// The rate applied once per elapsed millisecond (the WWDC projection's geometric series).
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
  /// The time in seconds at which the speed drops below `tolerance.velocity`.
  public let stopTime: Double

  /// The default stop rule: done below 0.5 pt/s.
  // source: scroll-physics.md §2.1 (Motion DecayFunction, Compose absVelocityThreshold = 0.5).
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
    precondition(rate > 0 && rate < 1, "deceleration rate must be in (0, 1)")
    self.initialPosition = position
    self.initialVelocity = velocity
    self.rate = rate
    self.model = model
    self.tolerance = tolerance
    let decayConstant = 1000 * Double.log(rate)
    self.decayConstant = decayConstant
    let speed = abs(velocity)
    if speed < tolerance.velocity {
      stopTime = 0
    } else {
      let exact = Double.log(tolerance.velocity / speed) / decayConstant
      switch model {
      case .continuous: stopTime = exact
      case .perMillisecond: stopTime = ((exact * 1000).rounded(.down) + 1) / 1000
      }
    }
  }

  /// Creates the deceleration from `position` that comes to rest exactly on `target`: the
  /// start velocity is re-planned as `v₀ = (x₀ − x₁)·D` (Motion's `DecayAnimation.toValue`).
  public init(
    position: Double, restingAt target: Double, rate: Double, model: Model = .continuous,
    tolerance: Tolerance = DecelerationSimulation.defaultTolerance
  ) {
    let velocity: Double
    switch model {
    case .continuous: velocity = (position - target) * 1000 * Double.log(rate)
    case .perMillisecond: velocity = (target - position) * 1000 * (1 - rate) / rate
    }
    self.init(
      position: position, velocity: velocity, rate: rate, model: model, tolerance: tolerance)
  }

  /// The position in points `time` seconds after the start.
  public func position(at time: Double) -> Double {
    let time = max(time, 0)
    switch model {
    case .continuous:
      return initialPosition + initialVelocity * Double.expMinusOne(decayConstant * time)
        / decayConstant
    case .perMillisecond:
      let elapsed = time * 1000
      let whole = elapsed.rounded(.down)
      let step = initialVelocity / 1000
      let covered = step * rate * (1 - Double.pow(rate, whole)) / (1 - rate)
      return initialPosition + covered + (elapsed - whole) * step * Double.pow(rate, whole + 1)
    }
  }

  /// The velocity in points per second `time` seconds after the start.
  public func velocity(at time: Double) -> Double {
    let time = max(time, 0)
    switch model {
    case .continuous: return initialVelocity * Double.exp(decayConstant * time)
    case .perMillisecond:
      return initialVelocity * Double.pow(rate, (time * 1000).rounded(.down) + 1)
    }
  }

  /// Whether the motion is at rest at `time`, within ``tolerance``.
  public func isDone(at time: Double) -> Bool { time >= stopTime }

  /// Where the motion comes to rest, in points.
  public var finalPosition: Double {
    switch model {
    case .continuous: initialPosition - initialVelocity / decayConstant
    case .perMillisecond: initialPosition + initialVelocity / 1000 * rate / (1 - rate)
    }
  }

  /// The time in seconds at which the distance still to travel is `distance` points
  /// (Lobanov's and Compose's duration: `T = ln(−D·ε/|v₀|)/D`), 0 if it already is.
  public func duration(remainingDistance distance: Double) -> Double {
    max(0, Double.log(-decayConstant * distance / abs(initialVelocity)) / decayConstant)
  }

  /// The duration of the motion sampled at `framesPerSecond`, ending at the first frame whose
  /// mean speed over the frame is below `tolerance.velocity` (Motion's keyframe generation).
  public func frameQuantizedDuration(framesPerSecond: Double) -> Double {
    let interval = 1 / framesPerSecond
    // Mean speed over a frame = speed at the frame's start × (e^(D·Δ) − 1)/(D·Δ).
    let meanFactor = Double.expMinusOne(decayConstant * interval) / (decayConstant * interval)
    let speed = abs(initialVelocity) * meanFactor
    guard speed >= tolerance.velocity else { return interval }
    let framesBefore = (Double.log(tolerance.velocity / speed) / decayConstant / interval).rounded(
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
      return Double.log(onePlus: decayConstant * (position - initialPosition) / initialVelocity)
        / decayConstant
    case .perMillisecond:
      // covered(n) = total·(1 − dⁿ); find the millisecond, then interpolate inside it.
      let whole = (Double.log(onePlus: -fraction) / Double.log(rate)).rounded(.down)
      let step = initialVelocity / 1000
      let covered = step * rate * (1 - Double.pow(rate, whole)) / (1 - rate)
      let inside = (position - initialPosition - covered) / (step * Double.pow(rate, whole + 1))
      return (whole + inside) / 1000
    }
  }

  /// The distance the WWDC 2018 projection predicts: `(v/1000)·d/(1 − d)` for `v` in points
  /// per second (scroll-physics.md §2.2).
  public static func projectedDistance(velocity: Double, rate: Double) -> Double {
    velocity / 1000 * rate / (1 - rate)
  }
}
