/// The changes recorded during one `performBatchUpdates`, checked against the counts before and
/// after, as UIKit checks them, and turned into a map from old to new index paths.
struct UICollectionViewBatchUpdate {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var deletedItems: [IndexPath] = []
  var insertedItems: [IndexPath] = []
  var reloadedItems: [IndexPath] = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []
  var movedSections: [(from: Int, to: Int)] = []

  /// The changes as UIKit hands them to the layout.
  var updateItems: [UICollectionViewUpdateItem] {
    var items: [UICollectionViewUpdateItem] = []
    for section in deletedSections {
      items.append(.init(action: .delete, before: IndexPath(index: section), after: nil))
    }
    for section in insertedSections {
      items.append(.init(action: .insert, before: nil, after: IndexPath(index: section)))
    }
    for section in reloadedSections {
      items.append(
        .init(action: .reload, before: IndexPath(index: section), after: IndexPath(index: section)))
    }
    for path in deletedItems { items.append(.init(action: .delete, before: path, after: nil)) }
    for path in insertedItems { items.append(.init(action: .insert, before: nil, after: path)) }
    for path in reloadedItems { items.append(.init(action: .reload, before: path, after: path)) }
    for move in movedSections {
      items.append(
        .init(action: .move, before: IndexPath(index: move.from), after: IndexPath(index: move.to)))
    }
    for move in movedItems {
      items.append(.init(action: .move, before: move.from, after: move.to))
    }
    return items
  }

  /// The first inconsistency between the changes and the counts `before` and `after` the
  /// update, in UIKit's words, or `nil` when they add up.
  func inconsistency(before: [Int], after: [Int]) -> String? {
    for section in deletedSections where section >= before.count {
      return "attempt to delete section \(section), but there are only \(before.count) sections "
        + "before the update"
    }
    for section in reloadedSections where section >= before.count {
      return "attempt to reload section \(section), but there are only \(before.count) sections "
        + "before the update"
    }
    for move in movedSections where move.from >= before.count || move.to >= after.count {
      return "attempt to move section \(move.from) to section \(move.to), but there are "
        + "\(before.count) sections before the update and \(after.count) after"
    }
    for section in insertedSections where section >= after.count {
      return "attempt to insert section \(section) but there are only \(after.count) sections "
        + "after the update"
    }
    for path in deletedItems + reloadedItems + movedItems.map(\.from) {
      guard path.count >= 2, before.indices.contains(path.section),
        (0..<before[path.section]).contains(path.item)
      else {
        let count = before.indices.contains(path.section) ? before[path.section] : 0
        return "attempt to delete item \(path.item) from section \(path.section) which only "
          + "contains \(count) items before the update"
      }
    }
    for path in insertedItems + movedItems.map(\.to) {
      guard path.count >= 2, after.indices.contains(path.section),
        (0..<after[path.section]).contains(path.item)
      else {
        let count = after.indices.contains(path.section) ? after[path.section] : 0
        return "attempt to insert item \(path.item) into section \(path.section), but there are "
          + "only \(count) items in section \(path.section) after the update"
      }
    }
    let expectedSections = before.count - deletedSections.count + insertedSections.count
    guard expectedSections == after.count else {
      return "invalid number of sections. The number of sections contained in the collection "
        + "view after the update (\(after.count)) must be equal to the number of sections "
        + "contained in the collection view before the update (\(before.count)), plus or minus "
        + "the number of sections inserted or deleted (\(insertedSections.count) inserted, "
        + "\(deletedSections.count) deleted)"
    }
    for (old, new) in sectionMap(before: before.count) {
      guard !reloadedSections.contains(old) else { continue }
      let deleted = deletedItems.count { $0.section == old }
      let inserted = insertedItems.count { $0.section == new }
      let movedOut = movedItems.count { $0.from.section == old }
      let movedIn = movedItems.count { $0.to.section == new }
      let expected = before[old] - deleted + inserted - movedOut + movedIn
      if expected != after[new] {
        return "invalid number of items in section \(new). The number of items contained in an "
          + "existing section after the update (\(after[new])) must be equal to the number of "
          + "items contained in that section before the update (\(before[old])), plus or minus "
          + "the number of items inserted or deleted from that section (\(inserted) inserted, "
          + "\(deleted) deleted) and plus or minus the number of items moved into or out of that "
          + "section (\(movedIn) moved in, \(movedOut) moved out)"
      }
    }
    return nil
  }

  /// Where each surviving old section is after the update (deleted sections have none; moved
  /// ones go where the move says, the others fill the remaining places in order).
  func sectionMap(before count: Int) -> [(old: Int, new: Int)] {
    let movedFrom = Set(movedSections.map(\.from))
    let movedTo = Set(movedSections.map(\.to))
    let survivors = (0..<count).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
    var result: [(old: Int, new: Int)] = []
    var new = 0
    for old in survivors {
      while insertedSections.contains(new) || movedTo.contains(new) { new += 1 }
      result.append((old, new))
      new += 1
    }
    for move in movedSections where move.from < count { result.append((move.from, move.to)) }
    return result
  }

  /// Where each surviving old item is after the update.
  ///
  /// Deleted items (and items of deleted or reloaded sections) have none. A reloaded item keeps
  /// its place among the survivors, so the items after it do not shift.
  func itemMap(before: [Int], after: [Int]) -> [IndexPath: IndexPath] {
    var result: [IndexPath: IndexPath] = [:]
    for (old, new) in sectionMap(before: before.count) where !reloadedSections.contains(old) {
      let removed = Set(
        deletedItems.filter { $0.section == old }.map(\.item)
          + movedItems.filter { $0.from.section == old }.map(\.from.item))
      let added = Set(
        insertedItems.filter { $0.section == new }.map(\.item)
          + movedItems.filter { $0.to.section == new }.map(\.to.item))
      var slot = 0
      for item in 0..<before[old] where !removed.contains(item) {
        while added.contains(slot) { slot += 1 }
        result[IndexPath(item: item, section: old)] = IndexPath(item: slot, section: new)
        slot += 1
      }
    }
    for move in movedItems { result[move.from] = move.to }
    return result
  }
}
