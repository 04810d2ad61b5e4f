/// One prepared section of a compositional layout: its cells, headers, footers, badges and
/// backgrounds, and an index of its groups along the scroll axis so a rect query reads only
/// the groups it meets.
struct CompositionalSectionFrames {
  /// A header or footer, with what pinning needs.
  struct Boundary {
    var attributes: UICollectionViewLayoutAttributes
    var pinsToVisibleBounds: Bool
    /// Whether it sits before the items along the scroll axis (a header).
    var isLeading: Bool
  }

  /// The section's description (for its visible-items handler).
  var section: NSCollectionLayoutSection?
  /// The cells, by item.
  var cells: [UICollectionViewLayoutAttributes] = []
  /// Badges of each item, by item (empty when no item has any).
  var badges: [[UICollectionViewLayoutAttributes]] = []
  var boundaries: [Boundary] = []
  var decorations: [UICollectionViewLayoutAttributes] = []
  /// Each group's extent along the scroll axis and its items.
  var groupStarts: [CGFloat] = []
  var groupEnds: [CGFloat] = []
  var groupItems: [Range<Int>] = []
  /// The running maximum of `groupEnds` and the running minimum of `groupStarts` from the end:
  /// both never decrease, so binary searches find the groups that meet a range.
  var maximumEndSoFar: [CGFloat] = []
  var minimumStartAfter: [CGFloat] = []
  /// The section's extent along the scroll axis, boundary items included.
  var start: CGFloat = 0
  var end: CGFloat = 0
  /// Where the items' part (after the headers, before the footers) begins and ends.
  var bodyStart: CGFloat = 0
  var bodyEnd: CGFloat = 0
  /// For a section that scrolls across the scroll axis: where each group starts across it, and
  /// where its content ends across it (after the section's trailing inset).
  var orthogonalGroupStarts: [CGFloat] = []
  var orthogonalGroupLength: CGFloat = 0
  var orthogonalContentEnd: CGFloat = 0

  /// Fills the running extremes once the groups are known.
  mutating func indexGroups() {
    maximumEndSoFar = []
    maximumEndSoFar.reserveCapacity(groupEnds.count)
    var running = -CGFloat.infinity
    for value in groupEnds {
      running = max(running, value)
      maximumEndSoFar.append(running)
    }
    minimumStartAfter = Array(repeating: 0, count: groupStarts.count)
    running = .infinity
    for index in groupStarts.indices.reversed() {
      running = min(running, groupStarts[index])
      minimumStartAfter[index] = running
    }
  }

  /// The items of the groups whose extent meets `lower..<upper` along the scroll axis.
  func items(meetingMain lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
    // First group whose running end passes `lower`; first group from which every start is at
    // or after `upper`.
    let first = partition(maximumEndSoFar) { $0 > lower }
    let last = partition(minimumStartAfter) { $0 >= upper }
    guard first < last else { return 0..<0 }
    return groupItems[first].lowerBound..<groupItems[last - 1].upperBound
  }

  /// For a section that scrolls across, the items of the groups that meet a range across.
  ///
  /// `lower..<upper` is across the scroll axis, in the band's unscrolled coordinates; one group
  /// more on each side is included (for badges that stick out of their group). All of them
  /// when the band has no index.
  func items(meetingCross lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
    let starts = orthogonalGroupStarts
    guard !starts.isEmpty, starts.count == groupItems.count else { return 0..<cells.count }
    let length = orthogonalGroupLength
    let first = max(0, partition(starts) { $0 + length > lower } - 1)
    let last = min(starts.count, partition(starts) { $0 >= upper } + 1)
    guard first < last else { return 0..<0 }
    return groupItems[first].lowerBound..<groupItems[last - 1].upperBound
  }

  /// The index of the first element of a never-decreasing `values` that satisfies `isAfter`.
  private func partition(_ values: [CGFloat], _ isAfter: (CGFloat) -> Bool) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(values[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
