/// The frame of one item in a custom group (``NSCollectionLayoutGroup/custom(layoutSize:itemProvider:)``),
/// relative to the group's origin.
open class NSCollectionLayoutGroupCustomItem: NSObject {
  /// The item's frame in the group.
  public let frame: CGRect
  /// The item's stacking order.
  public let zIndex: Int

  /// An item at `frame` with zIndex 0.
  public convenience init(frame: CGRect) {
    self.init(frame: frame, zIndex: 0)
  }

  /// An item at `frame` stacked at `zIndex`.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
    super.init()
  }
}
