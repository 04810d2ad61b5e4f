import CollectionLayout
import HapticTapeTestSupport
import Testing
import TouchCore
import UIKit

/// The two models add the same sizes in the same order, but group them differently: 1e-9 pt.
private let pointTolerance = 1e-9

@Suite("UICollectionViewFlowLayout agrees with the built-in scenes' FlowLayout")
struct CollectionFlowAgreementTests {
  /// Random uniform grids (widths, item sizes, spacing, insets, counts, both directions) give
  /// every item the same frame in both models.
  @Test(arguments: 0..<24)
  func framesAgree(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let horizontal = seed % 2 == 1
    let viewSize = CGSize(
      width: CGFloat(Int.random(in: 280...430, using: &random)),
      height: CGFloat(Int.random(in: 200...900, using: &random)))
    let item = CGSize(
      width: CGFloat(Int.random(in: 20...220, using: &random)),
      height: CGFloat(Int.random(in: 20...220, using: &random)))
    let spacing = CGFloat(Int.random(in: 0...20, using: &random))
    let lineSpacing = CGFloat(Int.random(in: 0...20, using: &random))
    let inset = CGFloat(Int.random(in: 0...24, using: &random))
    let count = Int.random(in: 1...40, using: &random)

    let uikit = UICollectionViewFlowLayout()
    uikit.scrollDirection = horizontal ? .horizontal : .vertical
    uikit.itemSize = item
    uikit.minimumInteritemSpacing = spacing
    uikit.minimumLineSpacing = lineSpacing
    uikit.sectionInset = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
    let source = CollectionTestDataSource(counts: [count])
    let collectionView = source.makeCollectionView(size: viewSize, layout: uikit)
    defer { withExtendedLifetime(collectionView) {} }

    var builtIn = FlowLayout(
      scrollDirection: horizontal ? .horizontal : .vertical,
      itemSize: Size2D(width: Double(item.width), height: Double(item.height)))
    builtIn.minimumInteritemSpacing = Double(spacing)
    builtIn.minimumLineSpacing = Double(lineSpacing)
    builtIn.sectionInset = Insets(
      top: Double(inset), left: Double(inset), bottom: Double(inset), right: Double(inset))
    builtIn.prepare(
      LayoutContext(
        bounds: Rect2D(
          x: 0, y: 0, width: Double(viewSize.width), height: Double(viewSize.height)),
        itemCounts: [count]))

    for index in 0..<count {
      let mine = try #require(uikit.layoutAttributesForItem(at: IndexPath(item: index, section: 0)))
      let theirs = try #require(builtIn.attributes(forItemAt: ItemIndexPath(item: index)))
      #expect(
        abs(Double(mine.frame.minX) - theirs.frame.origin.x) <= pointTolerance, "item \(index)")
      #expect(
        abs(Double(mine.frame.minY) - theirs.frame.origin.y) <= pointTolerance, "item \(index)")
    }
    let size = uikit.collectionViewContentSize
    #expect(abs(Double(size.width) - builtIn.contentSize.width) <= pointTolerance)
    #expect(abs(Double(size.height) - builtIn.contentSize.height) <= pointTolerance)
  }
}
