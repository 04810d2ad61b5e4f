import TouchCore

/// Where one element of a collection view is, how it is transformed and stacked: a value-type
/// model of `UICollectionViewLayoutAttributes`.
///
/// Geometry follows UIKit: ``center`` and ``size`` give the untransformed frame; ``transform3D``
/// (or its 2D view ``transform``) is applied about the ``anchorPoint``, a unit point in the
/// element's bounds. Unlike `UIView`, ``frame`` always means the untransformed frame; the box the
/// element covers on screen is ``boundingFrame``.
///
/// ```swift
/// var attributes = LayoutAttributes(forCellAt: ItemIndexPath(item: 3))
/// attributes.frame = Rect2D(x: 0, y: 900, width: 196, height: 300)
/// attributes.transform = Transform2D(scaleX: 0.4, y: 0.4)
/// attributes.alpha = 0.4
/// ```
public struct LayoutAttributes: Hashable, Sendable {
  /// The element's index path (for supplementary views, the path they belong to).
  public var indexPath: ItemIndexPath
  /// Cell, supplementary view of a kind, or decoration view of a kind.
  public var category: ElementCategory
  /// The centre of the untransformed frame, in content coordinates (points).
  public var center: Point2D
  /// The untransformed size, in points.
  public var size: Size2D
  /// The 3D transform (`CATransform3D`, `m34` perspective), applied about ``anchorPoint``.
  public var transform3D: Transform3D
  /// The pivot of ``transform3D``, as a unit point of the element's bounds; (0.5, 0.5) is the centre.
  public var anchorPoint: Point2D
  /// Opacity, 0…1.
  public var alpha: Double
  /// Stacking order; higher is nearer the viewer.
  public var zIndex: Int
  /// Whether the element is hidden.
  public var isHidden: Bool
  /// Typed custom values (``CustomValueName/angle``, ``CustomValueName/parallaxValue``, …).
  public var customValues: CustomValues

  /// Creates attributes with an identity transform, centred anchor, alpha 1 and zIndex 0.
  // Inlinable: a hosted screen's layout sample makes one for every element of every frame and
  // sets each property again.
  @inlinable
  public init(indexPath: ItemIndexPath, category: ElementCategory, frame: Rect2D = .zero) {
    self.indexPath = indexPath
    self.category = category
    self.center = frame.center
    self.size = Size2D(width: frame.width, height: frame.height)
    self.transform3D = .identity
    self.anchorPoint = Point2D(x: 0.5, y: 0.5)
    self.alpha = 1
    self.zIndex = 0
    self.isHidden = false
    self.customValues = CustomValues()
  }

  /// Creates the attributes of the cell at `indexPath`.
  public init(forCellAt indexPath: ItemIndexPath, frame: Rect2D = .zero) {
    self.init(indexPath: indexPath, category: .cell, frame: frame)
  }

  /// Creates the attributes of a supplementary view of `kind` at `indexPath`.
  public init(
    forSupplementaryOfKind kind: ElementKind, at indexPath: ItemIndexPath, frame: Rect2D = .zero
  ) {
    self.init(indexPath: indexPath, category: .supplementary(kind), frame: frame)
  }
}
