import HeadlessRuntime
import Testing
import UIKit

// Offsets are whole points (lines of 100-pt items, 10 pt apart): compared exactly.

/// A chat-style layout: a column of 100-pt rows, 10 pt apart, that keeps the rows on screen
/// in place when rows are inserted above them, by moving the offset in
/// `targetContentOffset(forProposedContentOffset:)`.
final class AnchoredColumnLayout: UICollectionViewFlowLayout {
  var insertedAbove = 0
  var proposals: [CGPoint] = []

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    insertedAbove = updateItems.filter { $0.updateAction == .insert }.count
  }

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposals.append(proposedContentOffset)
    let shift = CGFloat(insertedAbove) * (itemSize.height + minimumLineSpacing)
    insertedAbove = 0
    return CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + shift)
  }
}

@Suite("UICollectionView batch updates ask the layout where the content should be")
struct CollectionBatchTargetOffsetTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  private func makeColumn(layout: UICollectionViewFlowLayout) -> (
    UICollectionView, CollectionTestDataSource
  ) {
    layout.itemSize = CGSize(width: 340, height: 100)
    layout.minimumLineSpacing = 10
    let source = CollectionTestDataSource(counts: [30])
    let collectionView = source.makeCollectionView(
      size: CGSize(width: 340, height: 800), layout: layout)
    collectionView.contentOffset = CGPoint(x: 0, y: 550)
    collectionView.layoutIfNeeded()
    return (collectionView, source)
  }

  @Test("two rows inserted at the top: the layout's target keeps the rows on screen in place")
  func insertAbove() {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let layout = AnchoredColumnLayout()
      let (collectionView, source) = makeColumn(layout: layout)
      collectionView.performBatchUpdates {
        source.counts = [32]
        collectionView.insertItems(at: [
          IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
        ])
      }
      // Proposed: the offset as it was; moved down by two rows of 110 pt.
      #expect(layout.proposals == [CGPoint(x: 0, y: 550)])
      #expect(collectionView.contentOffset == CGPoint(x: 0, y: 770))
      // After the next layout pass the first row on screen is row 7, the old row 5, at the top
      // as before (7 · 110 = 770).
      collectionView.layoutIfNeeded()
      #expect(collectionView.indexPathsForVisibleItems.map(\.item).min() == 7)
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("a layout that does not override the target keeps the offset")
  func plainFlowLayout() {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let (collectionView, source) = makeColumn(layout: UICollectionViewFlowLayout())
      collectionView.performBatchUpdates {
        source.counts = [31]
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      }
      #expect(collectionView.contentOffset == CGPoint(x: 0, y: 550))
    }
  }
}
