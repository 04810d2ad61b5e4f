/// How near a simulation must be to its goal to count as done (Flutter's `Tolerance`).
public struct Tolerance: Hashable, Sendable {
  /// Positions closer than this, in points, are equal.
  public var distance: Double
  /// Times closer than this, in seconds, are equal.
  public var time: Double
  /// Speeds below this, in points per second, count as rest.
  public var velocity: Double

  /// Creates a tolerance.
  public init(distance: Double = 1e-3, time: Double = 1e-3, velocity: Double = 1e-3) {
    self.distance = distance
    self.time = time
    self.velocity = velocity
  }

  /// Flutter's default: 1e-3 in each unit (`Tolerance.defaultTolerance`).
  public static let `default` = Tolerance()
}
