import Replay

/// The sessions whose outcome differs between a grid point and the point before it on the
/// sweep's first axis (the other axes' values equal): what the sweep page lists and links to a
/// report of.
public struct SweepFlip: Sendable {
  /// The point.
  public var point: SweepPoint
  /// The point before it on the first axis.
  public var previous: SweepPoint
  /// The sessions (offsets into the result's ``Replay/SweepResult/sessionNames``) that reach the
  /// outcome at ``point`` and did not at ``previous``.
  public var gained: [Int]
  /// The sessions that reached it at ``previous`` and no longer do.
  public var lost: [Int]

  /// The flip at `point` in `result`, or `nil` for a point at the first value of the first axis
  /// (or whose neighbour is not in `result`, as in a shard).
  public init?(at point: SweepPoint, in result: SweepResult) {
    let stride = result.axes.dropFirst().reduce(1) { $0 * $1.values.count }
    guard point.index >= stride,
      let previous = result.points.first(where: { $0.index == point.index - stride })
    else { return nil }
    self.point = point
    self.previous = previous
    gained = []
    lost = []
    let count = min(point.reachedBySession.count, previous.reachedBySession.count)
    for offset in 0..<min(count, result.sessionNames.count) {
      let before = previous.reachedBySession[offset]
      let now = point.reachedBySession[offset]
      if now && !before { gained.append(offset) }
      if before && !now { lost.append(offset) }
    }
  }

  /// Every session that flips, gained first.
  public var sessions: [Int] { gained + lost }
}
