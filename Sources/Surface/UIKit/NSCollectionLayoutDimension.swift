/// One dimension (a width or a height) of an item, group or supplementary item in a
/// compositional layout: absolute, estimated, or a fraction of its container's width or height.
///
/// ```swift
/// let size = NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalWidth(0.2))
/// // In a group as wide as a 390-pt collection view: 78 × 78.
/// ```
///
/// Estimated dimensions take the estimate headless: the compositional layout does not
/// invalidate itself for cells' preferred attributes
/// (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``).
open class NSCollectionLayoutDimension: NSObject {
  enum Kind: Hashable {
    case fractionalWidth
    case fractionalHeight
    case absolute
    case estimated
  }

  let kind: Kind
  /// The dimension's value: a fraction for fractional dimensions, points otherwise.
  public let dimension: CGFloat

  init(kind: Kind, dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
    super.init()
  }

  /// A dimension that is `fractionalWidth` times the width of the container.
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  /// A dimension that is `fractionalHeight` times the height of the container.
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  /// A dimension of `absoluteDimension` points.
  open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
  }

  /// A dimension estimated at `estimatedDimension` points; headless, the estimate is the size.
  open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  open var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  open var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is in points.
  open var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate.
  open var isEstimated: Bool { kind == .estimated }

  /// The dimension in points within a container of `container` points.
  func resolved(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: dimension * container.width
    case .fractionalHeight: dimension * container.height
    case .absolute, .estimated: dimension
    }
  }

  open override var description: String {
    switch kind {
    case .fractionalWidth: ".fractionalWidth(\(dimension))"
    case .fractionalHeight: ".fractionalHeight(\(dimension))"
    case .absolute: ".absolute(\(dimension))"
    case .estimated: ".estimated(\(dimension))"
    }
  }
}
