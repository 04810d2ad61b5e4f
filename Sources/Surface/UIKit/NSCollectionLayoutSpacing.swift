/// Spacing between items of a group, or around an item (``NSCollectionLayoutEdgeSpacing``):
/// fixed, or flexible (at least the value, growing to share the free space).
open class NSCollectionLayoutSpacing: NSObject {
  /// The spacing in points (the least spacing, when flexible).
  public let spacing: CGFloat
  /// Whether the spacing grows to share the group's free space.
  public let isFlexibleSpacing: Bool

  init(spacing: CGFloat, isFlexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = isFlexible
    super.init()
  }

  /// Spacing of at least `flexibleSpacing` points that grows to share the free space.
  open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, isFlexible: true)
  }

  /// Spacing of exactly `fixedSpacing` points.
  open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, isFlexible: false)
  }

  /// Whether the spacing is fixed.
  open var isFixedSpacing: Bool { !isFlexibleSpacing }
}
