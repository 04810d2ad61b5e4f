import TouchCore

/// Work ordered by due time, then by the order it was scheduled (stable, so equal times run
/// first-in first-out, as a run loop does).
struct ScheduledWorkQueue {
  private struct Item {
    var time: Timestamp
    var sequence: Int
    var work: () -> Void
  }

  /// Sorted by (time, sequence) from `head` on.
  ///
  /// Pending work is usually a handful of timers, so a sorted array with binary-search insertion is
  /// simpler than a heap; taking from a head index keeps popping O(1) when runaway code queues
  /// thousands at one time.
  private var items: [Item] = []
  private var head = 0
  private var nextSequence = 0

  var count: Int { items.count - head }
  var isEmpty: Bool { head == items.count }
  var firstTime: Timestamp? { head < items.count ? items[head].time : nil }

  mutating func insert(at time: Timestamp, _ work: @escaping () -> Void) -> ScheduledWorkID {
    let sequence = nextSequence
    nextSequence += 1
    var low = head
    var high = items.count
    while low < high {
      let middle = (low + high) / 2
      if items[middle].time <= time { low = middle + 1 } else { high = middle }
    }
    items.insert(Item(time: time, sequence: sequence, work: work), at: low)
    return ScheduledWorkID(rawValue: sequence)
  }

  mutating func remove(_ id: ScheduledWorkID) {
    guard let index = items[head...].firstIndex(where: { $0.sequence == id.rawValue }) else {
      return
    }
    items.remove(at: index)
  }

  mutating func popFirst(through time: Timestamp) -> (Timestamp, () -> Void)? {
    guard head < items.count, items[head].time <= time else { return nil }
    let first = items[head]
    head += 1
    if head == items.count {
      items.removeAll(keepingCapacity: true)
      head = 0
    } else if head > 1_024, head * 2 > items.count {
      items.removeFirst(head)
      head = 0
    }
    return (first.time, first.work)
  }

  mutating func removeAll() {
    items.removeAll()
    head = 0
  }
}
