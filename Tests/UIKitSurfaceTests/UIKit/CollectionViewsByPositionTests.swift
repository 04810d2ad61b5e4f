import Testing
import UIKit

// No tolerance: the tests compare view identities and delegate calls.

/// A layout that returns the elements a test scripts, in the script's order, reusing a pool of
/// attributes objects whose index paths it rewrites on every pass (as layouts that recycle
/// their attributes do).
private final class ScriptedLayout: UICollectionViewLayout {
  enum Element: Equatable {
    case cell(Int)
    case header(Int)
  }
  var script: [Element] = []
  private var pool: [UICollectionViewLayoutAttributes] = []

  override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 2_000) }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    var cells = pool.filter { $0.representedElementCategory == .cell }.makeIterator()
    var result: [UICollectionViewLayoutAttributes] = []
    var newPool: [UICollectionViewLayoutAttributes] = []
    for (row, element) in script.enumerated() {
      let attributes: UICollectionViewLayoutAttributes
      switch element {
      case .cell(let item):
        attributes = cells.next() ?? UICollectionViewLayoutAttributes(forCellWith: [0, 0])
        attributes.indexPath = [0, item]
      case .header(let section):
        attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
          with: [section, 0])
      }
      attributes.frame = CGRect(x: 0, y: CGFloat(row) * 50, width: 320, height: 50)
      newPool.append(attributes)
      result.append(attributes)
    }
    pool = newPool
    return result
  }
}

/// Each layout pass finds the views already on screen by their position in the last pass
/// before hashing index paths; whatever the order of the elements, every item keeps its cell,
/// and only the items that came or went are told to the delegate.
@Suite("UICollectionView: views found by their position in the last layout pass")
struct CollectionViewsByPositionTests {
  private let dataSource = CollectionTestDataSource(counts: [10])
  private let layout = ScriptedLayout()

  /// Lays out `script`, returning each item's cell and the header of section 0 (if shown),
  /// each checked to stand in its own row.
  private func pass(
    _ script: [ScriptedLayout.Element], in collectionView: UICollectionView
  ) -> (cells: [Int: UICollectionViewCell], header: UICollectionReusableView?) {
    layout.script = script
    dataSource.log = []
    collectionView.setNeedsLayout()
    collectionView.layoutIfNeeded()
    var cells: [Int: UICollectionViewCell] = [:]
    for (row, element) in script.enumerated() {
      guard case .cell(let item) = element else { continue }
      cells[item] = collectionView.cellForItem(at: [0, item])
      #expect(cells[item]?.frame.minY == CGFloat(row) * 50, "item \(item) in row \(row)")
      if let cell = cells[item] {
        #expect(collectionView.indexPath(for: cell) == [0, item], "item \(item)'s cell")
      }
    }
    // In item order, read twice: the second read is the first's list, kept until cells change.
    let inOrder = cells.sorted { $0.key < $1.key }.map { ObjectIdentifier($0.value) }
    #expect(collectionView.visibleCells.map(ObjectIdentifier.init) == inOrder)
    #expect(collectionView.visibleCells.map(ObjectIdentifier.init) == inOrder)
    let header = collectionView.visibleSupplementaryViews(
      ofKind: UICollectionView.elementKindSectionHeader
    ).first
    return (cells, header)
  }

  private func makeCollectionView() -> UICollectionView {
    layout.script = [.cell(0), .cell(1), .cell(2), .header(0), .cell(3)]
    return dataSource.makeCollectionView(size: CGSize(width: 320, height: 480), layout: layout)
  }

  @Test("reversed, every item keeps its cell and the header its view; nothing is told")
  func reversedOrderKeepsViews() throws {
    let collectionView = makeCollectionView()
    let first = pass([.cell(0), .cell(1), .cell(2), .header(0), .cell(3)], in: collectionView)
    #expect(Set(first.cells.values.map(ObjectIdentifier.init)).count == 4)
    let reversed = pass([.cell(3), .header(0), .cell(2), .cell(1), .cell(0)], in: collectionView)
    for item in 0...3 {
      #expect(reversed.cells[item] === first.cells[item], "item \(item)")
    }
    let header = try #require(reversed.header)
    #expect(header === first.header)
    #expect(dataSource.log.isEmpty)
  }

  @Test("shifted by one, item 0 leaves, item 4 comes, items 1 to 3 keep their cells")
  func shiftedOrderKeepsViews() {
    let collectionView = makeCollectionView()
    let first = pass([.cell(0), .cell(1), .cell(2), .header(0), .cell(3)], in: collectionView)
    let shifted = pass([.cell(1), .cell(2), .header(0), .cell(3), .cell(4)], in: collectionView)
    for item in 1...3 {
      #expect(shifted.cells[item] === first.cells[item], "item \(item)")
    }
    #expect(shifted.header === first.header)
    #expect(dataSource.log == ["didEndDisplaying 0.0", "willDisplay 0.4"])
    // Item 4 reuses the cell item 0 left.
    #expect(shifted.cells[4] === first.cells[0])
  }

  @Test("a cell that left has no index path; the cells that stay keep theirs")
  func cellThatLeftHasNoIndexPath() throws {
    let collectionView = makeCollectionView()
    let first = pass([.cell(0), .cell(1), .cell(2)], in: collectionView)
    let left = try #require(first.cells[0])
    _ = pass([.cell(1), .cell(2)], in: collectionView)
    #expect(collectionView.indexPath(for: left) == nil)
    #expect(collectionView.indexPath(for: try #require(first.cells[2])) == [0, 2])
    #expect(dataSource.log == ["didEndDisplaying 0.0"])
  }

  @Test("a header and a cell at the same index path swapped: each keeps its own view")
  func headerAndCellAtOneIndexPathSwapped() throws {
    let collectionView = makeCollectionView()
    let first = pass([.header(0), .cell(0), .cell(1)], in: collectionView)
    let swapped = pass([.cell(0), .header(0), .cell(1)], in: collectionView)
    let header = try #require(swapped.header)
    #expect(header === first.header)
    #expect(swapped.cells[0] === first.cells[0])
    #expect(swapped.cells[0] !== header)
    #expect(collectionView.indexPath(for: try #require(swapped.cells[0])) == [0, 0])
    #expect(dataSource.log.isEmpty)
  }

  @Test("after a batch update moves items, each item is found under its new index path")
  func movedItemsAreFoundUnderTheirNewIndexPaths() throws {
    let collectionView = makeCollectionView()
    let first = pass([.cell(0), .cell(1), .cell(2)], in: collectionView)
    collectionView.performBatchUpdates {
      collectionView.moveItem(at: [0, 0], to: [0, 2])
    }
    // Item 0 moved to 2; items 1 and 2 moved up to 0 and 1. The second pass finds the cells
    // by their positions in the first.
    for _ in 1...2 {
      let moved = pass([.cell(0), .cell(1), .cell(2)], in: collectionView)
      #expect(moved.cells[2] === first.cells[0])
      #expect(moved.cells[0] === first.cells[1])
      #expect(moved.cells[1] === first.cells[2])
      #expect(dataSource.log.isEmpty)
    }
  }

  @Test("a reloaded item is asked for again and told it displays, never found where it was")
  func reloadedItemIsRequestedAgain() throws {
    let collectionView = makeCollectionView()
    _ = pass([.cell(0), .cell(1), .cell(2)], in: collectionView)
    dataSource.log = []
    // The reload recycles item 0's cell, which the last pass still lists at position 0.
    collectionView.performBatchUpdates {
      collectionView.reloadItems(at: [[0, 0]])
    }
    collectionView.setNeedsLayout()
    collectionView.layoutIfNeeded()
    #expect(dataSource.log == ["didEndDisplaying 0.0", "willDisplay 0.0"])
    let cell = try #require(collectionView.cellForItem(at: [0, 0]))
    #expect(cell.superview === collectionView)
    #expect(cell.frame.minY == 0)
  }
}
