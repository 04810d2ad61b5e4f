import Foundation

/// The physical constants of a damped spring (Flutter's `SpringDescription`).
///
/// ```swift
/// // ω₀ = 10 rad/s, critically damped:
/// let bounce = SpringDescription(mass: 1, stiffness: 100, dampingRatio: 1)
/// bounce.damping  // 20
/// ```
public struct SpringDescription: Hashable, Sendable {
  /// The mass, in arbitrary units (> 0).
  public var mass: Double
  /// The spring constant, force per point of displacement (> 0).
  public var stiffness: Double
  /// The damping coefficient, force per point per second (≥ 0).
  public var damping: Double

  /// Creates a spring from its mass, stiffness and damping coefficient.
  public init(mass: Double, stiffness: Double, damping: Double) {
    precondition(mass > 0, "spring mass must be positive")
    precondition(stiffness > 0, "spring stiffness must be positive")
    precondition(damping >= 0, "spring damping must not be negative")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// Creates a spring from a damping ratio: 1 is critical, below 1 bounces, above 1 creeps.
  public init(mass: Double, stiffness: Double, dampingRatio: Double) {
    // source: Flutter spring_simulation.dart `withDampingRatio`: c = ζ·2·√(m·k).
    self.init(
      mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (mass * stiffness).squareRoot())
  }

  /// Creates a unit-mass spring from a perceptual duration in seconds and a bounce in
  /// (−1, 1): 0 is critical, positive bounces, negative creeps (SwiftUI's and Flutter's
  /// `withDurationAndBounce`).
  public init(duration: Double, bounce: Double) {
    precondition(duration > 0 && bounce > -1 && bounce < 1, "duration > 0, bounce in (−1, 1)")
    // source: Flutter spring_simulation.dart `withDurationAndBounce`: k = 4π²m/T², ζ = 1 − b or 1/(1 + b).
    let stiffness = 4 * Double.pi * Double.pi / (duration * duration)
    let ratio = bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
    self.init(mass: 1, stiffness: stiffness, dampingRatio: ratio)
  }

  /// `c / (2·√(m·k))`: 1 is critical damping.
  public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

  /// The undamped natural frequency `√(k/m)`, in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The perceptual duration `2π·√(m/k)`, in seconds.
  public var duration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

  /// The bounce: `1 − ζ` when under-damped, `1/ζ − 1` when over-damped.
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio < 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// The scroll view's bounce-back spring: mass 1, stiffness 100, critically damped
  /// (ω₀ = 10 rad/s).
  // source: super-ultra/ScrollMechanics @ 587660a6 SimpleScrollView.swift `bounce(withVelocity:)`
  // (docs/physics-model.md#bounce).
  public static let scrollViewBounce = SpringDescription(mass: 1, stiffness: 100, dampingRatio: 1)

  /// Flutter's iOS scroll spring: mass 0.5, stiffness 100, damping ratio 1.1.
  // source: Flutter packages/flutter/lib/src/widgets/scroll_physics.dart @ 000a6d64,
  // BouncingScrollPhysics spring (docs/physics-model.md#bounce).
  public static let flutterScroll = SpringDescription(mass: 0.5, stiffness: 100, dampingRatio: 1.1)
}
