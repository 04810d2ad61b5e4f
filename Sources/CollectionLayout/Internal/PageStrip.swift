import TouchCore

/// A horizontal flow of full-bounds pages with no spacing: the base of the paged seed layouts
/// (the photos preview and the cube both configure `UICollectionViewFlowLayout` this way).
struct PageStrip: Hashable, Sendable {
  private var flow = FlowLayout(scrollDirection: .horizontal)

  init() {
    flow.minimumLineSpacing = 0  // source: seed 003 PreviewLayout, seed 004 layout builder
    flow.minimumInteritemSpacing = 0  // source: seed 003 PreviewLayout, seed 004 layout builder
  }

  /// The bounds of the prepared pass.
  var bounds: Rect2D { flow.context.bounds }

  /// The page width: the bounds width of the prepared pass.
  var pageWidth: Double { flow.itemSize.width }

  /// Makes every page the size of the bounds and prepares the flow.
  mutating func prepare(_ context: LayoutContext) {
    flow.itemSize = context.bounds.size
    flow.prepare(context)
  }

  /// `(n · W, H)`.
  var contentSize: Size2D { flow.contentSize }

  /// The untransformed pages whose frame meets `rect`.
  func attributes(in rect: Rect2D) -> [LayoutAttributes] { flow.attributes(in: rect) }

  /// The untransformed page, or `nil`.
  func attributes(forItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
    flow.attributes(forItemAt: indexPath)
  }
}
