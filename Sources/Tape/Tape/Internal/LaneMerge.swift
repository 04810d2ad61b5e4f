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
    if laneCount <= Cursors.linearLanes,
      let exceptions = times.withContiguousStorageIfAvailable({ times in
        fewLaneExceptions(order: order, times: times, laneCount: laneCount)
      })
    {
      return exceptions
    }
    var laneTimes = [[Int64]](repeating: [], count: laneCount)
    for (lane, time) in zip(order, times) { laneTimes[lane].append(time) }
    var merge = Cursors(laneTimes)
    var exceptions: [Exception] = []
    for (step, lane) in order.enumerated() {
      if merge.choice() != lane { exceptions.append(Exception(step: step, lane: lane)) }
      merge.advance(lane)
    }
    return exceptions
  }

  /// ``exceptions(order:times:laneCount:)`` for a few lanes, as ``Cursors`` merges them (the
  /// earliest head first, the lower lane on equal times), with every lane's times in one buffer:
  /// a chunk has a touch lane and a lane per record schema, and this runs once per event.
  private static func fewLaneExceptions(
    order: [Int], times: UnsafeBufferPointer<Int64>, laneCount: Int
  ) -> [Exception] {
    precondition(order.count == times.count, "one time per event")
    // Where each lane's times start in `laneTimes`; one more entry at the end.
    var starts = [Int](repeating: 0, count: laneCount + 1)
    for lane in order {
      precondition(lane >= 0 && lane < laneCount, "lane \(lane) of \(laneCount)")
      starts[lane + 1] += 1
    }
    for lane in 0..<laneCount { starts[lane + 1] += starts[lane] }
    var laneTimes = [Int64](repeating: 0, count: times.count)
    // Each lane's next event in `laneTimes`, while filling it and then while merging.
    var next = [Int](repeating: 0, count: laneCount)
    // Each lane's head time, or `Int64.max` once it is exhausted (tape times are far below).
    var heads = [Int64](repeating: .max, count: laneCount)
    var exceptions: [Exception] = []
    // Every index below is a lane checked above or a position inside its lane's range.
    laneTimes.withUnsafeMutableBufferPointer { laneTimes in
      next.withUnsafeMutableBufferPointer { next in
        heads.withUnsafeMutableBufferPointer { heads in
          starts.withUnsafeBufferPointer { starts in
            for lane in 0..<laneCount { next[lane] = starts[lane] }
            for (lane, time) in zip(order, times) {
              laneTimes[next[lane]] = time
              next[lane] &+= 1
            }
            for lane in 0..<laneCount {
              next[lane] = starts[lane]
              if starts[lane] < starts[lane + 1] { heads[lane] = laneTimes[starts[lane]] }
            }
            for (step, lane) in order.enumerated() {
              var choice = 0
              var best = heads[0]
              for candidate in 1..<laneCount where heads[candidate] < best {
                choice = candidate
                best = heads[candidate]
              }
              if choice != lane { exceptions.append(Exception(step: step, lane: lane)) }
              let position = next[lane] &+ 1
              next[lane] = position
              heads[lane] = position < starts[lane + 1] ? laneTimes[position] : .max
            }
          }
        }
      }
    }
    return exceptions
  }

  /// The heads of the lanes during a merge.
  ///
  /// The lane with the smallest (time, lane number) head comes next. A linear scan serves a few lanes; a heap with lazy deletion serves many, so a
  /// chunk with thousands of lanes merges in O(n log n), not O(n · lanes).
  struct Cursors {
    /// Lanes up to which a linear scan is faster than the heap (ours).
    static let linearLanes = 8

    let laneTimes: [[Int64]]
    private(set) var positions: [Int]
    private var heap: [(time: Int64, lane: Int, position: Int)] = []
    private let usesHeap: Bool

    init(_ laneTimes: [[Int64]]) {
      self.laneTimes = laneTimes
      positions = [Int](repeating: 0, count: laneTimes.count)
      usesHeap = laneTimes.count > Self.linearLanes
      if usesHeap {
        for lane in laneTimes.indices where !laneTimes[lane].isEmpty {
          push((laneTimes[lane][0], lane, 0))
        }
      }
    }

    /// Whether `lane` has events left.
    func hasEvents(_ lane: Int) -> Bool {
      lane >= 0 && lane < laneTimes.count && positions[lane] < laneTimes[lane].count
    }

    /// The lane the merge takes from next, or -1 when every lane is exhausted.
    mutating func choice() -> Int {
      guard usesHeap else {
        var best = -1
        var bestTime = Int64.max
        for lane in laneTimes.indices where positions[lane] < laneTimes[lane].count {
          let time = laneTimes[lane][positions[lane]]
          if best < 0 || time < bestTime {
            best = lane
            bestTime = time
          }
        }
        return best
      }
      while let top = heap.first {
        if top.position == positions[top.lane] { return top.lane }
        pop()
      }
      return -1
    }

    /// Takes the head of `lane`.
    mutating func advance(_ lane: Int) {
      positions[lane] += 1
      guard usesHeap, positions[lane] < laneTimes[lane].count else { return }
      push((laneTimes[lane][positions[lane]], lane, positions[lane]))
    }

    private static func less(
      _ a: (time: Int64, lane: Int, position: Int), _ b: (time: Int64, lane: Int, position: Int)
    ) -> Bool {
      (a.time, a.lane, a.position) < (b.time, b.lane, b.position)
    }

    private mutating func push(_ entry: (time: Int64, lane: Int, position: Int)) {
      heap.append(entry)
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard Self.less(heap[child], heap[parent]) else { break }
        heap.swapAt(child, parent)
        child = parent
      }
    }

    private mutating func pop() {
      heap.swapAt(0, heap.count - 1)
      heap.removeLast()
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < heap.count, Self.less(heap[left], heap[smallest]) { smallest = left }
        if right < heap.count, Self.less(heap[right], heap[smallest]) { smallest = right }
        guard smallest != parent else { return }
        heap.swapAt(parent, smallest)
        parent = smallest
      }
    }
  }
}
