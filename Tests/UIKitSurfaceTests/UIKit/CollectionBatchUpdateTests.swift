import HeadlessRuntime
import Testing
import UIKit

// Counts and index paths are integers: compared exactly.

/// 100 × 100 items, three per 340-pt line, so every item of a small section is on screen.
private func makeGrid(counts: [Int]) -> (UICollectionView, CollectionTestDataSource) {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  let source = CollectionTestDataSource(counts: counts)
  let collectionView = source.makeCollectionView(
    size: CGSize(width: 340, height: 800), layout: layout)
  return (collectionView, source)
}

@Suite("UICollectionView batch updates: counts stay consistent, bad updates are reported")
struct CollectionBatchUpdateTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test("deleting item 1 of 5 moves the later cells up one index path")
  func deleteShiftsCells() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let (collectionView, source) = makeGrid(counts: [5])
      let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
      var completed: Bool?
      collectionView.performBatchUpdates(
        {
          source.counts = [4]
          collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: { completed = $0 })
      #expect(completed == true)
      #expect(collectionView.numberOfItems(inSection: 0) == 4)
      #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === third)
      #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
      // The cell that was item 2 now sits where item 1 does: x = 120 (340: 100 + 20 + 100 …).
      #expect(third.frame.minX == 120)
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("insertions, moves and new sections keep the counts and the selection")
  func insertMoveAndSections() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let (collectionView, source) = makeGrid(counts: [3, 2])
      collectionView.selectItem(
        at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
      let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
      collectionView.performBatchUpdates {
        source.counts = [1, 4, 2]
        collectionView.insertSections(IndexSet(integer: 1))
        collectionView.moveItem(
          at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 1))
        collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
      }
      #expect(runtime.takeProblems().isEmpty)
      #expect(collectionView.numberOfSections == 3)
      #expect((0..<3).map(collectionView.numberOfItems(inSection:)) == [1, 4, 2])
      #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 2)])
      #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 1)) === moving)
    }
  }

  @Test("moving section 0 to the end carries its cells and selection with it")
  func moveSection() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let (collectionView, source) = makeGrid(counts: [2, 1, 3])
      let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
      collectionView.selectItem(
        at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
      collectionView.performBatchUpdates {
        source.counts = [1, 3, 2]
        collectionView.moveSection(0, toSection: 2)
      }
      #expect(runtime.takeProblems().isEmpty)
      #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 2)) === cell)
      #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 2)])
    }
  }

  @Test("deleting an item that does not exist is reported, as UIKit's exception, not a trap")
  func deleteMissingItem() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let (collectionView, source) = makeGrid(counts: [5])
      var completed: Bool?
      collectionView.performBatchUpdates(
        {
          source.counts = [4]
          collectionView.deleteItems(at: [IndexPath(item: 7, section: 0)])
        }, completion: { completed = $0 })
      #expect(completed == false)
      let problems = runtime.takeProblems()
      #expect(problems.count == 1)
      #expect(problems.first?.type == "UICollectionView")
      #expect(problems.first?.call == "performBatchUpdates(_:completion:)")
      #expect(
        problems.first?.message
          == "Invalid update: attempt to delete item 7 from section 0 which only contains 5 "
          + "items before the update")
      // The collection view reloaded and shows what the data source says.
      #expect(collectionView.numberOfItems(inSection: 0) == 4)
      #expect(collectionView.indexPathsForVisibleItems.count == 4)
    }
  }

  @Test("an insertion the data source does not reflect is an invalid number of items")
  func countMismatch() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let (collectionView, source) = makeGrid(counts: [5])
      defer { withExtendedLifetime(source) {} }  // the collection view holds it weakly
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      let message = try #require(runtime.takeProblems().first?.message)
      #expect(message.contains("attempt to insert item 0 into section 0") == false)
      #expect(message.hasPrefix("Invalid update: invalid number of items in section 0."))
      #expect(message.contains("after the update (5)"))
      #expect(message.contains("(1 inserted, 0 deleted)"))
      #expect(collectionView.numberOfItems(inSection: 0) == 5)
    }
  }

  @Test("reloadData reads the counts again, recycles the cells and keeps the selection")
  func reloadData() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let (collectionView, source) = makeGrid(counts: [2])
      let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
      collectionView.selectItem(
        at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
      source.counts = [6]
      collectionView.reloadData()
      collectionView.layoutIfNeeded()
      #expect(collectionView.indexPathsForVisibleItems.count == 6)
      #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
      #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
      #expect(collectionView.visibleCells.contains { $0 === first })
      #expect(source.log.filter { $0.hasPrefix("didEndDisplaying") }.count == 2)
      source.counts = [1]
      collectionView.reloadData()
      #expect(collectionView.numberOfItems(inSection: 0) == 1)
      #expect(collectionView.indexPathsForSelectedItems == nil)
      #expect(runtime.takeProblems().isEmpty)
    }
  }
}
