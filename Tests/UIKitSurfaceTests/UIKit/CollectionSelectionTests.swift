import HeadlessRuntime
import Testing
import UIKit

/// Offsets are sums of the item frames and insets: exact.
private let pointTolerance: CGFloat = 1e-9

@Suite("UICollectionView: taps select, scrollToItem positions")
struct CollectionSelectionTests {
  private func makeList(count: Int) -> (UICollectionView, CollectionTestDataSource) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 393, height: 100)
    layout.minimumLineSpacing = 0
    let source = CollectionTestDataSource(counts: [count])
    let collectionView = source.makeCollectionView(
      size: CGSize(width: 393, height: 852), layout: layout)
    return (collectionView, source)
  }

  @Test("a tap selects the item under it; a second item replaces it; a veto is respected")
  func tapSelects() {
    let (collectionView, source) = makeList(count: 20)
    collectionView.handleTap(at: CGPoint(x: 50, y: 250))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    collectionView.handleTap(at: CGPoint(x: 50, y: 420))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
    source.vetoedSelection = [IndexPath(item: 5, section: 0)]
    collectionView.handleTap(at: CGPoint(x: 50, y: 550))
    #expect(
      source.log.filter { !$0.hasPrefix("willDisplay") } == [
        "select 0.2", "deselect 0.2", "select 0.4",
      ])
  }

  @Test("with multiple selection a second tap deselects; programmatic selection is silent")
  func multipleSelection() {
    let (collectionView, source) = makeList(count: 20)
    collectionView.allowsMultipleSelection = true
    collectionView.handleTap(at: CGPoint(x: 50, y: 50))
    collectionView.handleTap(at: CGPoint(x: 50, y: 150))
    collectionView.handleTap(at: CGPoint(x: 50, y: 50))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    collectionView.selectItem(
      at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems?.count == 2)
    #expect(
      source.log.filter { !$0.hasPrefix("willDisplay") } == [
        "select 0.0", "select 0.1", "deselect 0.0",
      ])
  }

  @Test("scrollToItem puts item 10 at the top, centre or bottom, within the content")
  func scrollToItem() {
    let (collectionView, source) = makeList(count: 20)
    defer { withExtendedLifetime(source) {} }  // the collection view holds it weakly
    let item = IndexPath(item: 10, section: 0)
    collectionView.scrollToItem(at: item, at: .top, animated: false)
    #expect(abs(collectionView.contentOffset.y - 1_000) <= pointTolerance)
    collectionView.scrollToItem(at: item, at: .centeredVertically, animated: false)
    // Item 10 spans 1000...1100: its middle 1050 at the middle of 852 → 1050 − 426 = 624.
    #expect(abs(collectionView.contentOffset.y - 624) <= pointTolerance)
    collectionView.scrollToItem(at: item, at: .bottom, animated: false)
    #expect(abs(collectionView.contentOffset.y - 248) <= pointTolerance)
    // Item 19 at the top would need 1900; the content (2000) ends at 2000 − 852 = 1148.
    collectionView.scrollToItem(at: IndexPath(item: 19, section: 0), at: .top, animated: false)
    #expect(abs(collectionView.contentOffset.y - 1_148) <= pointTolerance)
    // Cells follow a scroll in the next layout pass, as in UIKit.
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 11, section: 0))
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 1_950))?.item == 19)
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 5_000)) == nil)
  }
}
