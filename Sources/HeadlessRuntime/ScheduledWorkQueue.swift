import TouchCore

/// Work ordered by due time, then by the order it was scheduled (stable, so equal times run
/// first-in first-out, as a run loop does).
struct ScheduledWorkQueue {
  private struct Item {
    var time: Timestamp
    var sequence: Int
    var work: () -> Void
  }

  /// Sorted by (time, sequence). Pending work is few (timers, delayed blocks), so a sorted array
  /// with binary-search insertion is simpler than a heap and as fast at these sizes.
  private var items: [Item] = []
  private var nextSequence = 0

  var count: Int { items.count }
  var isEmpty: Bool { items.isEmpty }
  var firstTime: Timestamp? { items.first?.time }

  mutating func insert(at time: Timestamp, _ work: @escaping () -> Void) -> ScheduledWorkID {
    let sequence = nextSequence
    nextSequence += 1
    var low = 0
    var high = items.count
    while low < high {
      let middle = (low + high) / 2
      if items[middle].time <= time { low = middle + 1 } else { high = middle }
    }
    items.insert(Item(time: time, sequence: sequence, work: work), at: low)
    return ScheduledWorkID(rawValue: sequence)
  }

  mutating func remove(_ id: ScheduledWorkID) {
    items.removeAll { $0.sequence == id.rawValue }
  }

  mutating func popFirst(through time: Timestamp) -> (Timestamp, () -> Void)? {
    guard let first = items.first, first.time <= time else { return nil }
    items.removeFirst()
    return (first.time, first.work)
  }

  mutating func removeAll() { items.removeAll() }
}
