import ScrollPhysics

/// A ``CABasicAnimation`` paced by a damped spring: `mass`·x″ + `damping`·x′ + `stiffness`·x = 0,
/// starting at rest offset 1 with ``initialVelocity`` (in fractions of the distance per second),
/// evaluated in real seconds as Core Animation does, cut at ``CAAnimation/duration``.
///
/// Defaults are Apple's documented ones (mass 1, stiffness 100, damping 10, velocity 0). The
/// spring's motion is HapticTape's `SpringSimulation`; non-positive or non-finite constants are
/// replaced by the defaults (ours: Core Animation leaves them undefined).
open class CASpringAnimation: CABasicAnimation {
  /// The mass on the spring (> 0).
  open var mass: CGFloat = 1
  /// The spring's stiffness (> 0).
  open var stiffness: CGFloat = 100
  /// The damping coefficient (≥ 0).
  open var damping: CGFloat = 10
  /// The start velocity, in fractions of the distance per second toward the end.
  open var initialVelocity: CGFloat = 0
  /// Whether the spring may overshoot (inert: the spring's own damping decides).
  open var allowsOverdamping = false

  /// Seconds until the spring stays within 0.1 % of its end value (ours: Apple does not publish
  /// its threshold), found by stepping the motion in 1 ms steps up to a minute.
  open var settlingDuration: CFTimeInterval {
    let motion = simulation
    var time = 60.0
    var probe = 60.0
    // The last time, going back from a minute, at which the spring was outside the band.
    while probe > 0 {
      if abs(motion.position(at: probe) - 1) > 0.001 { break }
      time = probe
      probe -= 0.001
    }
    return probe <= 0 ? 0 : time
  }

  /// The spring from 0 to 1 with this animation's constants.
  var simulation: SpringSimulation {
    func valid(_ value: CGFloat, _ fallback: Double, allowsZero: Bool = false) -> Double {
      let value = Double(value)
      return value.isFinite && (value > 0 || (allowsZero && value == 0)) ? value : fallback
    }
    let spring = SpringDescription(
      mass: valid(mass, 1), stiffness: valid(stiffness, 100),
      damping: valid(damping, 10, allowsZero: true))
    let velocity = Double(initialVelocity).isFinite ? Double(initialVelocity) : 0
    return SpringSimulation(spring: spring, start: 0, end: 1, velocity: velocity)
  }

  override func curve(at fraction: Double, seconds: Double) -> Double {
    simulation.position(at: seconds)
  }
}
