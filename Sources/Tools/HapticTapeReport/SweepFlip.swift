import FeelSweeps

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

  /// The flip of every point of `result` that has a point before it on the first axis (absent
  /// at the first value of the first axis, and in a shard whose neighbour is elsewhere), by point
  /// index.
  ///
  /// - Complexity: O(points × sessions): neighbours are found by index, not by search.
  public static func all(in result: SweepResult) -> [Int: SweepFlip] {
    let stride = result.axes.dropFirst().reduce(1) { $0 * $1.values.count }
    let byIndex = Dictionary(result.points.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
    var flips: [Int: SweepFlip] = [:]
    for point in result.points where point.index >= stride {
      guard let previous = byIndex[point.index - stride] else { continue }
      flips[point.index] = SweepFlip(
        point: point, previous: previous, sessionCount: result.sessionNames.count)
    }
    return flips
  }

  /// The flip between `previous` and `point`, over the first `sessionCount` sessions.
  init(point: SweepPoint, previous: SweepPoint, sessionCount: Int) {
    self.point = point
    self.previous = previous
    gained = []
    lost = []
    let count = min(point.reachedBySession.count, previous.reachedBySession.count)
    for offset in 0..<min(count, sessionCount) {
      let before = previous.reachedBySession[offset]
      let now = point.reachedBySession[offset]
      if now && !before { gained.append(offset) }
      if before && !now { lost.append(offset) }
    }
  }

  /// Every session that flips, gained first.
  public var sessions: [Int] { gained + lost }
}
