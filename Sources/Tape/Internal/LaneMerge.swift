/// Restores the append order of a chunk's events from its lanes (touches, commands, one lane
/// per record schema), each sorted by time: the events are merged by (time, lane number), and
/// only the steps where the append order differs from that merge are stored, as exceptions.
enum LaneMerge {
  /// A step of the merge that takes from `lane` instead of the merge's choice.
  struct Exception: Equatable {
    var step: Int
    var lane: Int
  }

  /// The exceptions that turn the (time, lane) merge into `order`.
  static func exceptions<T: RandomAccessCollection<Int64>>(
    order: [Int], times: T, laneCount: Int
  ) -> [Exception] where T.Index == Int {
    var laneTimes = [[Int64]](repeating: [], count: laneCount)
    for (lane, time) in zip(order, times) { laneTimes[lane].append(time) }
    var cursors = [Int](repeating: 0, count: laneCount)
    var exceptions: [Exception] = []
    for (step, lane) in order.enumerated() {
      if choice(laneTimes, cursors) != lane { exceptions.append(Exception(step: step, lane: lane)) }
      cursors[lane] += 1
    }
    return exceptions
  }

  /// The lane with the smallest (time, lane number) head, or -1 when all are exhausted.
  @inline(__always)
  static func choice(_ laneTimes: [[Int64]], _ cursors: [Int]) -> Int {
    var best = -1
    var bestTime = Int64.max
    for lane in laneTimes.indices where cursors[lane] < laneTimes[lane].count {
      let time = laneTimes[lane][cursors[lane]]
      if best < 0 || time < bestTime {
        best = lane
        bestTime = time
      }
    }
    return best
  }
}
