import CollectionLayout
import HapticTapeTestSupport
import Testing
import TouchCore
import UIKit

/// Both front ends place lines with CollectionLayout's `FlowLineFilling`: a grid's frames and
/// content size are compared bit for bit (`==`), not within a tolerance.
@Suite("UICollectionViewFlowLayout agrees with the built-in scenes' FlowLayout")
struct CollectionFlowAgreementTests {
  /// Random uniform grids (widths, item sizes, spacing, insets, counts, both directions) give
  /// every item the same frame in both front ends, to the bit.
  @Test(arguments: 0..<24)
  func framesAgree(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let horizontal = seed % 2 == 1
    let viewSize = CGSize(
      width: CGFloat(Int.random(in: 280...430, using: &random)),
      height: CGFloat(Int.random(in: 200...900, using: &random)))
    // Thirds and sevenths: sums that round, so only the same operations give the same bits.
    let item = CGSize(
      width: CGFloat(Int.random(in: 60...660, using: &random)) / 3,
      height: CGFloat(Int.random(in: 60...660, using: &random)) / 3)
    let spacing = CGFloat(Int.random(in: 0...140, using: &random)) / 7
    let lineSpacing = CGFloat(Int.random(in: 0...140, using: &random)) / 7
    let inset = CGFloat(Int.random(in: 0...72, using: &random)) / 3
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
      let frame = Rect2D(
        x: Double(mine.frame.origin.x), y: Double(mine.frame.origin.y),
        width: Double(mine.frame.size.width), height: Double(mine.frame.size.height))
      #expect(frame == theirs.frame, "item \(index)")
    }
    let size = uikit.collectionViewContentSize
    #expect(Size2D(width: Double(size.width), height: Double(size.height)) == builtIn.contentSize)
  }
}
