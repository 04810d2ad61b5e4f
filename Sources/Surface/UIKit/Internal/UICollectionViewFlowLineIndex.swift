/// A flow layout section's lines along the scroll axis: which items a rect can meet, found by
/// binary search instead of a visit to every item (a section of a million cards is laid out once
/// and then queried on every frame).
///
/// The answer is a superset: the caller still tests each item's frame, so the result and its
/// order are what a visit to every item gives.
struct UICollectionViewFlowLineIndex {
  /// The index of each line's first item, and the item count after the last line.
  private var firstItems: [Int] = []
  /// The greatest line end (along the scroll axis) up to and including each line.
  private var endsSoFar: [CGFloat] = []
  /// Each line's start until ``finish(itemCount:)``, then the least line start from each line
  /// to the last.
  private var startsFromHere: [CGFloat] = []
  /// Whether every line bound is finite; otherwise every item is visited.
  private(set) var isSearchable = true

  /// Adds the next line: its first item and where it starts and ends along the scroll axis.
  mutating func append(firstItem: Int, start: CGFloat, end: CGFloat) {
    guard start.isFinite, end.isFinite else {
      isSearchable = false
      return
    }
    firstItems.append(firstItem)
    startsFromHere.append(start)
    // Item frames lie within their line, whatever the line spacing's sign: the running maximum
    // of the ends and the minimum of the starts that follow keep the search exact for any.
    endsSoFar.append(max(endsSoFar.last ?? end, end))
  }

  /// Closes the index once every line is in.
  mutating func finish(itemCount: Int) {
    firstItems.append(itemCount)
    var least = CGFloat.infinity
    for line in startsFromHere.indices.reversed() {
      least = min(least, startsFromHere[line])
      startsFromHere[line] = least
    }
  }

  /// The items whose lines can meet the span `lower..<upper` along the scroll axis, or nil when
  /// the index cannot say (a non-finite bound): then every item must be visited.
  func items(meetingMain lower: CGFloat, _ upper: CGFloat) -> Range<Int>? {
    guard isSearchable, lower.isFinite || upper.isFinite, let itemCount = firstItems.last else {
      return nil
    }
    // The first line some item of which can end after `lower`: every earlier line ends at or
    // before it, and `meets` needs an end beyond the rect's start.
    var low = 0
    var high = endsSoFar.count
    while low < high {
      let middle = (low + high) / 2
      if endsSoFar[middle] <= lower { low = middle + 1 } else { high = middle }
    }
    let first = low
    // The first line from which every line starts at or after `upper`.
    high = startsFromHere.count
    while low < high {
      let middle = (low + high) / 2
      if startsFromHere[middle] >= upper { high = middle } else { low = middle + 1 }
    }
    let last = low
    guard first < last else { return 0..<0 }
    return firstItems[first]..<min(itemCount, firstItems[last])
  }
}
