import ScrollPhysics

/// A damped spring as SwiftUI describes one: by perceptual duration and bounce, by response and
/// damping ratio, or by mass, stiffness and damping.
///
/// The conversions are SwiftUI's (WWDC23 "Animate with springs"): stiffness `(2π / duration)²`
/// at unit mass, damping ratio `1 − bounce` for a bounce of 0 or more and `1 / (1 + bounce)`
/// below. Values out of range are clamped: a duration to at least 1 ms, a bounce into
/// (−0.99, 0.99).
public struct Spring: Equatable, Sendable {
  let description: SpringDescription

  /// A spring of perceptual `duration` seconds and `bounce` (0 none, towards 1 more).
  public init(duration: Double = 0.5, bounce: Double = 0) {
    let safeDuration = duration.isFinite ? max(duration, 0.001) : 0.5
    let safeBounce = bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0
    description = SpringDescription(duration: safeDuration, bounce: safeBounce)
  }

  /// A spring of `response` seconds (its perceptual duration) and `dampingRatio` (1 critical).
  public init(response: Double, dampingRatio: Double) {
    let safeResponse = response.isFinite ? max(response, 0.001) : 0.5
    let ratio = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
    let stiffness = 4 * Double.pi * Double.pi / (safeResponse * safeResponse)
    description = SpringDescription(mass: 1, stiffness: stiffness, dampingRatio: ratio)
  }

  /// A spring of `mass`, `stiffness` and `damping` (each clamped to be positive), critically
  /// damped at most unless `allowOverDamping`, as SwiftUI's.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
  {
    let safeMass = mass.isFinite ? max(mass, 1e-6) : 1
    let safeStiffness = stiffness.isFinite ? max(stiffness, 1e-6) : 100
    let critical = 2 * (safeMass * safeStiffness).squareRoot()
    var safeDamping = damping.isFinite ? max(damping, 0) : 0
    if !allowOverDamping { safeDamping = min(safeDamping, critical) }
    description = SpringDescription(mass: safeMass, stiffness: safeStiffness, damping: safeDamping)
  }

  /// The mass.
  public var mass: Double { description.mass }
  /// The stiffness.
  public var stiffness: Double { description.stiffness }
  /// The damping coefficient.
  public var damping: Double { description.damping }
  /// The perceptual duration, `2π √(m / k)` seconds.
  public var duration: Double { description.duration }
  /// The response: the perceptual duration.
  public var response: Double { description.duration }
  /// The bounce.
  public var bounce: Double { description.bounce }
  /// The damping ratio.
  public var dampingRatio: Double { description.dampingRatio }

  /// The seconds the spring takes, from rest, to come and stay within 0.1 % of the distance it
  /// moves (SwiftUI's epsilon of 0.001, as OpenSwiftUI reads it; Apple documents none), sampled
  /// at 240 Hz.
  public var settlingDuration: Double {
    let simulation = SpringSimulation(
      spring: description, start: 0, end: 1, velocity: 0)
    var time = 0.0
    var lastOutside = 0.0
    while time < 60 {
      if abs(simulation.position(at: time) - 1) > 0.001 { lastOutside = time }
      time += 1.0 / 240
    }
    return lastOutside + 1.0 / 240
  }
}
