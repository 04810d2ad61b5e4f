import HeadlessRuntime
import Testing
import UIKit

// Identifiers, counts and indices are exact values: compared with ==.

private enum Section: Hashable, Sendable {
  case favorites
  case recents
  case archive
}

private typealias Snapshot = NSDiffableDataSourceSnapshot<Section, String>

/// Favorites a, b, c; recents d, e.
private func makeSnapshot() -> Snapshot {
  var snapshot = Snapshot()
  snapshot.appendSections([.favorites, .recents])
  snapshot.appendItems(["a", "b", "c"], toSection: .favorites)
  snapshot.appendItems(["d", "e"])
  return snapshot
}

@Suite("NSDiffableDataSourceSnapshot: sections and items as UIKit's snapshot keeps them")
struct DiffableSnapshotTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test("appending fills the named section, or the last one")
  func append() {
    let snapshot = makeSnapshot()
    #expect(snapshot.sectionIdentifiers == [.favorites, .recents])
    #expect(snapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.numberOfItems(inSection: .recents) == 2)
    #expect(snapshot.itemIdentifiers(inSection: .favorites) == ["a", "b", "c"])
    #expect(snapshot.sectionIdentifier(containingItem: "d") == .recents)
    #expect(snapshot.sectionIdentifier(containingItem: "z") == nil)
    #expect(snapshot.indexOfItem("d") == 3)
    #expect(snapshot.indexOfItem("z") == nil)
    #expect(snapshot.indexOfSection(.recents) == 1)
    #expect(snapshot.indexOfSection(.archive) == nil)
  }

  @Test("inserting before and after an item lands in the anchor's section")
  func insertItems() {
    var snapshot = makeSnapshot()
    snapshot.insertItems(["x"], beforeItem: "a")
    snapshot.insertItems(["y", "z"], afterItem: "d")
    #expect(snapshot.itemIdentifiers(inSection: .favorites) == ["x", "a", "b", "c"])
    #expect(snapshot.itemIdentifiers(inSection: .recents) == ["d", "y", "z", "e"])
    #expect(snapshot.sectionIdentifier(containingItem: "z") == .recents)
    #expect(snapshot.indexOfItem("e") == 7)
  }

  @Test("deleting items and all items")
  func deleteItems() {
    var snapshot = makeSnapshot()
    snapshot.deleteItems(["b", "e"])
    #expect(snapshot.itemIdentifiers == ["a", "c", "d"])
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.sectionIdentifier(containingItem: "b") == nil)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.itemIdentifiers.isEmpty)
  }

  @Test("moving an item before or after another, across sections")
  func moveItems() {
    var snapshot = makeSnapshot()
    snapshot.moveItem("a", afterItem: "c")
    #expect(snapshot.itemIdentifiers(inSection: .favorites) == ["b", "c", "a"])
    snapshot.moveItem("e", beforeItem: "b")
    #expect(snapshot.itemIdentifiers(inSection: .favorites) == ["e", "b", "c", "a"])
    #expect(snapshot.itemIdentifiers(inSection: .recents) == ["d"])
    #expect(snapshot.sectionIdentifier(containingItem: "e") == .favorites)
    #expect(snapshot.indexOfItem("d") == 4)
  }

  @Test("sections: insert, move and delete carry their items")
  func sections() {
    var snapshot = makeSnapshot()
    snapshot.insertSections([.archive], beforeSection: .favorites)
    #expect(snapshot.sectionIdentifiers == [.archive, .favorites, .recents])
    snapshot.appendItems(["old"], toSection: .archive)
    snapshot.moveSection(.archive, afterSection: .recents)
    #expect(snapshot.sectionIdentifiers == [.favorites, .recents, .archive])
    #expect(snapshot.itemIdentifiers == ["a", "b", "c", "d", "e", "old"])
    snapshot.moveSection(.recents, beforeSection: .favorites)
    #expect(snapshot.itemIdentifiers == ["d", "e", "a", "b", "c", "old"])
    snapshot.deleteSections([.recents])
    #expect(snapshot.sectionIdentifiers == [.favorites, .archive])
    #expect(snapshot.itemIdentifiers == ["a", "b", "c", "old"])
    #expect(snapshot.sectionIdentifier(containingItem: "d") == nil)
    snapshot.insertSections([.recents], afterSection: .favorites)
    #expect(snapshot.sectionIdentifiers == [.favorites, .recents, .archive])
    #expect(snapshot.numberOfItems(inSection: .recents) == 0)
  }

  @Test("reload and reconfigure lists keep their order without repeats")
  func reloadLists() {
    var snapshot = makeSnapshot()
    snapshot.reloadItems(["c", "a"])
    snapshot.reloadItems(["a", "d"])
    snapshot.reconfigureItems(["e"])
    snapshot.reloadSections([.recents])
    #expect(snapshot.reloadedItemIdentifiers == ["c", "a", "d"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["e"])
    #expect(snapshot.reloadedSectionIdentifiers == [.recents])
    snapshot.deleteItems(["a"])
    #expect(snapshot.reloadedItemIdentifiers == ["c", "d"])
  }

  @Test("duplicates and unknown anchors are reported and change nothing")
  func badInputIsReported() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      var snapshot = makeSnapshot()
      let before = snapshot.itemIdentifiers
      snapshot.appendItems(["a"])  // already in favorites
      snapshot.appendItems(["q", "q"])  // repeats
      snapshot.insertItems(["q"], beforeItem: "nope")
      snapshot.moveItem("a", beforeItem: "nope")
      snapshot.moveItem("a", afterItem: "a")
      snapshot.deleteItems(["a", "nope"])
      snapshot.reloadItems(["nope"])
      snapshot.appendItems(["q"], toSection: .archive)
      snapshot.appendSections([.recents])
      snapshot.moveSection(.archive, beforeSection: .favorites)
      snapshot.deleteSections([.archive])
      #expect(snapshot.itemIdentifiers == before)
      #expect(snapshot.sectionIdentifiers == [.favorites, .recents])
      #expect(snapshot.reloadedItemIdentifiers.isEmpty)
      var empty = Snapshot()
      empty.appendItems(["a"])
      #expect(empty.numberOfItems == 0)
      #expect(empty.numberOfItems(inSection: .favorites) == 0)
      let problems = runtime.takeProblems()
      #expect(problems.count == 13)
      #expect(problems.allSatisfy { $0.type == "NSDiffableDataSourceSnapshot" })
      #expect(
        problems.map(\.call).prefix(3) == [
          "appendItems(_:toSection:)", "appendItems(_:toSection:)", "insertItems(_:beforeItem:)",
        ])
    }
  }

  @Test("10,000 items append, look up and delete without quadratic work")
  func tenThousandItems() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(Array(0..<5_000), toSection: 0)
    snapshot.appendItems(Array(5_000..<10_000), toSection: 1)
    #expect(snapshot.numberOfItems == 10_000)
    #expect(snapshot.sectionIdentifier(containingItem: 7_777) == 1)
    #expect(snapshot.indexOfItem(9_999) == 9_999)
    snapshot.deleteItems(Array(stride(from: 0, to: 10_000, by: 2)))
    #expect(snapshot.numberOfItems == 5_000)
    #expect(snapshot.indexOfItem(9_999) == 4_999)
    #expect(snapshot.numberOfItems(inSection: 0) == 2_500)
  }
}
