import HeadlessRuntime
import Testing
import UIKit

// Identifiers and index paths are exact: compared with ==.

/// A cell that remembers the item it was configured for.
private final class LargeItemCell: UICollectionViewCell {
  var item = -1
}

@Suite("Diffable data sources: 10,000 items")
struct DiffableLargeTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  /// Reversing 10,000 items is 9,999 moves in one batch update (the longest run that keeps its
  /// order is one item); the first screen then shows the last items.
  @Test func reversingTenThousandItems() {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 340, height: 800), collectionViewLayout: layout)
      let registration = UICollectionView.CellRegistration<LargeItemCell, Int> { cell, _, item in
        cell.item = item
      }
      let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
        collectionView: collectionView
      ) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<10_000))
      dataSource.apply(snapshot, animatingDifferences: false)
      collectionView.layoutIfNeeded()
      var reversed = NSDiffableDataSourceSnapshot<Int, Int>()
      reversed.appendSections([0])
      reversed.appendItems(Array((0..<10_000).reversed()))
      dataSource.apply(reversed)
      collectionView.layoutIfNeeded()
      #expect(runtime.takeProblems().isEmpty)
      #expect(dataSource.indexPath(for: 0) == IndexPath(item: 9_999, section: 0))
      #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 9_999)
      // 800 pt show lines 0…7 (110 pt apart): items 0…23, that is 9,999 down to 9,976.
      let shown = collectionView.visibleCells.compactMap { ($0 as? LargeItemCell)?.item }
      #expect(shown == Array((9_976...9_999).reversed()))
    }
  }
}
