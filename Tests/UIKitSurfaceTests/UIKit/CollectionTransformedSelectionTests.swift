import HeadlessRuntime
import Testing
import UIKit

/// A flow layout that moves every cell 43 pt right through its transform, as seed 003's strip
/// moves the neighbours of its expanded thumbnail.
private final class ShiftedFlowLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    super.layoutAttributesForElements(in: rect.insetBy(dx: -43, dy: 0))?.map { original in
      let attributes = original.copy() as? UICollectionViewLayoutAttributes ?? original
      attributes.transform = CGAffineTransform(translationX: 43, y: 0)
      return attributes
    }
  }
}

@Suite("UICollectionView: a tap selects the cell where it is drawn")
struct CollectionTransformedSelectionTests {
  @Test("a cell moved by its transform is selected under the finger, not under its frame")
  func transformedCellSelected() {
    let layout = ShiftedFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 33, height: 66)
    layout.minimumLineSpacing = 4
    let source = CollectionTestDataSource(counts: [10])
    let collectionView = source.makeCollectionView(
      size: CGSize(width: 393, height: 66), layout: layout)
    // Item 2's frame spans 74…107 and is drawn at 117…150; item 3's frame spans 111…144.
    collectionView.handleTap(at: CGPoint(x: 134, y: 33))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    // The frame query is unchanged: 134 lies in item 3's untransformed frame.
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 134, y: 33))?.item == 3)
    // 115 lies between item 1, drawn at 80…113, and item 2: no cell, the selection stays.
    collectionView.handleTap(at: CGPoint(x: 115, y: 33))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }
}
