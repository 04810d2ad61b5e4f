import Foundation

/// Momentum carried into a new fling started while a fling still runs: iOS speeds up repeated
/// flicks in the same direction (docs/physics-model.md#momentum-carry).
///
/// The only open model is Flutter's fit to native iOS (`BouncingScrollPhysics.carriedMomentum`,
/// `ScrollDragController`): the running velocity `v` (pt/s) at touch-down carries
/// `sign(v)·min(0.000816·|v|^1.967, 40000)`; at release the carried velocity is added when the
/// new fling goes the same way and is faster than half of it; a finger stationary for more than
/// 20 ms, or a fling the other way, loses it.
///
/// ```swift
/// let carry = MomentumCarry.flutter
/// carry.carriedVelocity(forRunning: 1_000)                   // 649.67 pt/s (MC-1)
/// carry.releaseVelocity(1_500, carrying: 649.67)             // 2149.67 pt/s
/// carry.releaseVelocity(-1_500, carrying: 649.67)            // -1500 pt/s: opposite direction
/// ```
public struct MomentumCarry: Hashable, Sendable {
  /// The power law's coefficient (velocities in points per second).
  public var coefficient: Double
  /// The power law's exponent.
  public var exponent: Double
  /// The largest carried speed, in points per second.
  public var maximum: Double
  /// The release must be faster than this fraction of the carried speed to keep it.
  public var retainFactor: Double
  /// A finger still for longer than this, in seconds, loses the carried momentum.
  public var stationaryLimit: Double

  /// Creates a carry rule.
  public init(
    coefficient: Double, exponent: Double, maximum: Double, retainFactor: Double,
    stationaryLimit: Double
  ) {
    self.coefficient = coefficient
    self.exponent = exponent
    self.maximum = maximum
    self.retainFactor = retainFactor
    self.stationaryLimit = stationaryLimit
  }

  /// Flutter's constants for iOS.
  // source: Flutter packages/flutter/lib/src/widgets/scroll_physics.dart @ 000a6d64 carriedMomentum
  // (0.000816, 1.967, 40000), scroll_activity.dart momentumRetainVelocityThresholdFactor 0.5 and
  // momentumRetainStationaryDurationThreshold 20 ms.
  public static let flutter = MomentumCarry(
    coefficient: 0.000816, exponent: 1.967, maximum: 40_000, retainFactor: 0.5,
    stationaryLimit: 0.020)

  /// The velocity a fling running at `velocity` (points per second) carries into the next one.
  public func carriedVelocity(forRunning velocity: Double) -> Double {
    guard velocity != 0 else { return 0 }
    let speed = min(coefficient * pow(abs(velocity), exponent), maximum)
    return velocity < 0 ? -speed : speed
  }

  /// The velocity a release at `velocity` flings with when `carried` is carried: their sum when
  /// both go the same way and the release is faster than ``retainFactor`` of the carried speed,
  /// else the release alone.
  public func releaseVelocity(_ velocity: Double, carrying carried: Double) -> Double {
    let sameDirection = (velocity > 0 && carried > 0) || (velocity < 0 && carried < 0)
    guard sameDirection, abs(velocity) > abs(carried) * retainFactor else { return velocity }
    return velocity + carried
  }
}
