import ArgumentParser
import ScrollPhysics

/// A `--deceleration` value: the engine's ``DecelerationRule`` by name.
enum PhysicsDecelerationArgument: String, ExpressibleByArgument, CaseIterable {
  /// ``DecelerationRule/device``: per-millisecond decay, stop below 10 pt/s.
  case device
  /// ``DecelerationRule/compatibility``: continuous decay, stop below 0.5 pt/s.
  case compatibility

  /// The rule this name selects.
  var rule: DecelerationRule {
    switch self {
    case .device: .device
    case .compatibility: .compatibility
    }
  }
}
