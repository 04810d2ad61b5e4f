import Scenes

/// A sweep's results: what was swept, over which sessions, and each grid point's measures.
public struct SweepResult: Hashable, Sendable {
  /// The scene swept.
  public var sceneID: String
  /// The outcome counted.
  public var outcome: SceneOutcomeName
  /// The grid's axes.
  public var axes: [SweepAxis]
  /// The grid's point count (the points here may be a shard of it).
  public var gridPointCount: Int
  /// The sessions' names, in order.
  public var sessionNames: [String]
  /// The points measured, by grid index.
  public var points: [SweepPoint]

  /// The results of `points` of `sweep` over sessions named `sessionNames`.
  public init(sweep: FeelSweep, sessionNames: [String], points: [SweepPoint]) {
    self.sceneID = sweep.sceneID
    self.outcome = SceneOutcomeName(name: sweep.outcome.name, event: sweep.outcome.event)
    self.axes = sweep.grid.axes
    self.gridPointCount = sweep.grid.pointCount
    self.sessionNames = sessionNames
    self.points = points
  }
}
