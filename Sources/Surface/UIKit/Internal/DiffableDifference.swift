/// The changes that take a view showing one diffable snapshot to showing another, found by
/// identifiers, as the batch update a diffable data source runs through
/// `performBatchUpdates`.
///
/// Sections and items that are in both snapshots and keep their relative order stay; the fewest
/// others move (those outside a longest increasing run of old positions). A reloaded item that
/// stays is reloaded in place; one that also moves is deleted and inserted, as a batch cannot
/// move and reload one item. A reloaded section likewise. Items of inserted or deleted
/// sections come and go with their section. Reconfigured items are not part of the update: the
/// data source configures their cells in place afterwards.
enum DiffableDifference {
  /// The batch update from `old` to `new`: deletions, moves' and reloads' sources in `old`'s
  /// index paths, insertions and moves' destinations in `new`'s.
  ///
  /// - Complexity: O(n log n) in the number of sections and items.
  static func update<Section, Item>(
    from old: NSDiffableDataSourceSnapshot<Section, Item>,
    to new: NSDiffableDataSourceSnapshot<Section, Item>
  ) -> UICollectionViewBatchUpdate {
    var update = UICollectionViewBatchUpdate()
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    let reloadedSections = Set(new.reloadedSectionIdentifiers)

    // Sections: which old ones carry their items into which new ones.
    var carried: [Int: Int] = [:]  // old section → new section
    var survivors: [(old: Int, new: Int)] = []
    for (index, section) in oldSections.enumerated() {
      if let newIndex = new.indexOfSection(section) {
        survivors.append((index, newIndex))
      } else {
        update.deletedSections.insert(index)
      }
    }
    for (index, section) in newSections.enumerated() where old.indexOfSection(section) == nil {
      update.insertedSections.insert(index)
    }
    let staying = longestIncreasingRun(survivors.map(\.new))
    for (position, pair) in survivors.enumerated() {
      let isReloaded = reloadedSections.contains(oldSections[pair.old])
      switch (staying.contains(position), isReloaded) {
      case (true, true):
        update.reloadedSections.insert(pair.old)
      case (true, false):
        carried[pair.old] = pair.new
      case (false, true):
        update.deletedSections.insert(pair.old)
        update.insertedSections.insert(pair.new)
      case (false, false):
        update.movedSections.append((pair.old, pair.new))
        carried[pair.old] = pair.new
      }
    }
    let carriedNew = Set(carried.values)

    // Items.
    let oldPositions = positions(in: old)
    let newPositions = positions(in: new)
    let reloaded = Set(new.reloadedItemIdentifiers)
    for (oldSection, newSection) in carried.sorted(by: { $0.key < $1.key }) {
      let items = new.sections[newSection].items
      var sameSection: [(new: Int, old: Int)] = []
      for (index, item) in items.enumerated() {
        let to = IndexPath(item: index, section: newSection)
        guard let from = oldPositions[item], carried[from.section] != nil else {
          update.insertedItems.append(to)
          continue
        }
        if from.section == oldSection {
          sameSection.append((index, from.item))
        } else if reloaded.contains(item) {
          update.deletedItems.append(from)
          update.insertedItems.append(to)
        } else {
          update.movedItems.append((from, to))
        }
      }
      let kept = longestIncreasingRun(sameSection.map(\.old))
      for (position, pair) in sameSection.enumerated() {
        let from = IndexPath(item: pair.old, section: oldSection)
        let to = IndexPath(item: pair.new, section: newSection)
        let isReloaded = reloaded.contains(items[pair.new])
        switch (kept.contains(position), isReloaded) {
        case (true, true): update.reloadedItems.append(from)
        case (true, false): break
        case (false, true):
          update.deletedItems.append(from)
          update.insertedItems.append(to)
        case (false, false): update.movedItems.append((from, to))
        }
      }
    }
    for oldSection in carried.keys.sorted() {
      for (index, item) in old.sections[oldSection].items.enumerated() {
        let goesToCarried = newPositions[item].map { carriedNew.contains($0.section) } ?? false
        if !goesToCarried {
          update.deletedItems.append(IndexPath(item: index, section: oldSection))
        }
      }
    }
    return update
  }

  /// Every item's index path in `snapshot`.
  private static func positions<Section, Item>(
    in snapshot: NSDiffableDataSourceSnapshot<Section, Item>
  ) -> [Item: IndexPath] {
    var result: [Item: IndexPath] = [:]
    result.reserveCapacity(snapshot.numberOfItems)
    for (sectionIndex, section) in snapshot.sections.enumerated() {
      for (index, item) in section.items.enumerated() {
        result[item] = IndexPath(item: index, section: sectionIndex)
      }
    }
    return result
  }

  /// The positions in `values` of one longest strictly increasing subsequence (patience
  /// sorting, O(n log n)).
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // positions in `values` ending the best run of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result = Set<Int>()
    var position = tails.last ?? -1
    while position >= 0 {
      result.insert(position)
      position = previous[position]
    }
    return result
  }
}

// MARK: - Emptiness

extension UICollectionViewBatchUpdate {
  /// Whether the update changes nothing.
  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
      && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty
      && movedItems.isEmpty && movedSections.isEmpty
  }
}
