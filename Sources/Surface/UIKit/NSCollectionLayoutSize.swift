/// The width and height of an item, group or supplementary item in a compositional layout.
open class NSCollectionLayoutSize: NSObject {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of `width` by `height`.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  /// The size in points within a container of `container` points.
  func resolved(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container)
    )
  }

  open override var description: String {
    "NSCollectionLayoutSize(width: \(widthDimension), height: \(heightDimension))"
  }
}
