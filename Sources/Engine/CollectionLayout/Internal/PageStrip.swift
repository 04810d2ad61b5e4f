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
  private(set) var bounds = Rect2D.zero

  /// The page width: the bounds width of the prepared pass.
  var pageWidth: Double { flow.itemSize.width }

  /// Makes every page the size of the bounds and prepares the flow.
  mutating func prepare(_ context: LayoutContext) {
    bounds = context.bounds
    // A scroll moves only the bounds' origin, which the flow's pages do not depend on: its
    // prepared pass still holds, and the pages turn for `bounds`.
    var unmoved = context
    unmoved.bounds.origin = flow.context.bounds.origin
    if flow.itemSize == context.bounds.size, unmoved == flow.context { return }
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
