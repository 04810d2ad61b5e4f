import Foundation

/// Momentum that decays exponentially under drag, optionally with a constant deceleration
/// on top (Flutter's `FrictionSimulation`).
///
/// With drag `D` (the fraction of velocity kept per second), start `x₀` and velocity `v₀`:
/// `v(t) = v₀·Dᵗ − c·t` and `x(t) = x₀ + v₀·(Dᵗ − 1)/ln D − c·t²/2`, where `c` is the constant
/// deceleration signed along `v₀`. Without constant deceleration the motion never stops and
/// ``finalPosition`` is `x₀ − v₀/ln D`; with it, the motion stops when `v(t)` reaches zero.
///
/// ```swift
/// // UIScrollView's .normal rate expressed per second: 0.998^1000 ≈ 0.135.
/// let fling = FrictionSimulation(drag: 0.135, position: 100, velocity: 100)
/// fling.position(at: 0.5)   // ≈ 131 pt
/// fling.finalPosition       // ≈ 149.94 pt
/// ```
public struct FrictionSimulation: Simulation, Hashable {
  /// The fraction of velocity kept per second, in (0, 1).
  public let drag: Double
  /// The position at time 0, in points.
  public let initialPosition: Double
  /// The velocity at time 0, in points per second.
  public let initialVelocity: Double
  /// The constant deceleration magnitude in points per second², applied against the motion.
  public let constantDeceleration: Double
  /// How close to rest counts as rest.
  public let tolerance: Tolerance

  /// `ln(drag)`, per second.
  private let logDrag: Double
  /// The deceleration signed along the initial velocity.
  private let signedDeceleration: Double
  /// When the motion stops; `.infinity` without constant deceleration.
  private let stopTime: Double

  /// Creates a friction simulation.
  /// - Parameters:
  ///   - drag: Fraction of velocity kept per second, in (0, 1).
  ///   - position: Start position in points.
  ///   - velocity: Start velocity in points per second.
  ///   - constantDeceleration: Extra deceleration in points per second², ≥ 0.
  ///   - tolerance: `velocity` decides ``isDone(at:)``.
  public init(
    drag: Double, position: Double, velocity: Double, constantDeceleration: Double = 0,
    tolerance: Tolerance = .default
  ) {
    precondition(drag > 0 && drag < 1, "drag must be in (0, 1)")
    precondition(constantDeceleration >= 0, "constant deceleration must not be negative")
    self.drag = drag
    self.initialPosition = position
    self.initialVelocity = velocity
    self.constantDeceleration = constantDeceleration
    self.tolerance = tolerance
    self.logDrag = log(drag)
    let signed = velocity == 0 ? 0 : (velocity > 0 ? constantDeceleration : -constantDeceleration)
    self.signedDeceleration = signed
    if signed == 0 {
      self.stopTime = velocity == 0 ? 0 : .infinity
    } else {
      let logDrag = self.logDrag
      // source: Flutter friction_simulation.dart — the root of v(t), 10 Newton iterations from 0.
      self.stopTime = NewtonSolver.root(initialGuess: 0, iterations: 10) { time in
        (
          velocity * pow(drag, time) - signed * time,
          velocity * pow(drag, time) * logDrag - signed
        )
      }
    }
  }

  /// A simulation through two states: from `startPosition` at `startVelocity` it passes
  /// `endPosition` with `endVelocity`, and is done (tolerance) once slower than that.
  ///
  /// Both velocities must be non-zero with the same sign, and the positions distinct.
  public static func through(
    startPosition: Double, endPosition: Double, startVelocity: Double, endVelocity: Double
  ) -> FrictionSimulation {
    precondition(startPosition != endPosition, "positions must differ")
    // source: Flutter friction_simulation.dart `_dragFor`: drag = e^((v₀ − v₁)/(x₀ − x₁)).
    let drag = exp((startVelocity - endVelocity) / (startPosition - endPosition))
    return FrictionSimulation(
      drag: drag, position: startPosition, velocity: startVelocity,
      tolerance: Tolerance(velocity: abs(endVelocity)))
  }

  /// The position in points `time` seconds after the start.
  public func position(at time: Double) -> Double {
    let time = min(time, stopTime)
    if signedDeceleration == 0 {
      return initialPosition + initialVelocity * expm1(logDrag * time) / logDrag
    }
    return initialPosition + initialVelocity * pow(drag, time) / logDrag
      - initialVelocity / logDrag - signedDeceleration / 2 * time * time
  }

  /// The velocity in points per second `time` seconds after the start.
  public func velocity(at time: Double) -> Double {
    if time > stopTime { return 0 }
    return initialVelocity * pow(drag, time) - signedDeceleration * time
  }

  /// Whether the motion is at rest at `time`, within ``tolerance``.
  public func isDone(at time: Double) -> Bool {
    abs(velocity(at: time)) < tolerance.velocity
  }

  /// Where the motion comes to rest, in points.
  public var finalPosition: Double {
    if signedDeceleration == 0 { return initialPosition - initialVelocity / logDrag }
    return position(at: stopTime)
  }

  /// The time in seconds at which the motion passes `position`, or `.infinity` if it never does.
  public func time(toReach position: Double) -> Double {
    if position == initialPosition { return 0 }
    let final = finalPosition
    let reachable =
      initialVelocity > 0
      ? (position > initialPosition && position <= final)
      : (initialVelocity < 0 && position < initialPosition && position >= final)
    guard reachable else { return .infinity }
    if signedDeceleration == 0 {
      return log1p(logDrag * (position - initialPosition) / initialVelocity) / logDrag
    }
    return NewtonSolver.root(initialGuess: 0, iterations: 10) { time in
      (self.position(at: time) - position, self.velocity(at: time))
    }
  }
}
