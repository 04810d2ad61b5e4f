/// A one-dimensional motion whose state is a pure function of time.
///
/// Any `time`, queried in any order, gives the same answer (stricter than Flutter's
/// `Simulation`, which may cache). Time is `Double` seconds since the simulation began;
/// positions are points and velocities points per second unless a conformer says otherwise.
public protocol Simulation: Sendable {
  /// Position in points, `time` seconds after the simulation started.
  func position(at time: Double) -> Double
  /// Velocity in points per second, `time` seconds after the simulation started.
  func velocity(at time: Double) -> Double
  /// Whether the motion is at rest, within ``tolerance``, at `time`.
  func isDone(at time: Double) -> Bool
  /// How close to rest counts as rest.
  var tolerance: Tolerance { get }
}
