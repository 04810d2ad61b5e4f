import TouchCore

/// One thumbnail's geometry inputs and the sizes and shifts derived from them
/// (seed 003 `ThumbnailLayout.CellState`).
///
/// `additionalWidth = (h·aspect − w)·expanding`; the neighbours on each side move by
/// `(additionalWidth + 20·expanding)/2·(1 − deleting)`, minus `w·deleting` on the side the gap
/// closes from.
public struct ThumbnailCellState: Hashable, Sendable {
  /// The item.
  public var item: Int
  /// The unexpanded item size, `(H·0.5, H)`.
  public var defaultSize: Size2D
  /// The image's width / height.
  public var aspectRatio: Double
  /// The spacing between thumbnails, in points.
  public var inset: Double
  /// The spacing a fully expanded thumbnail keeps, in points.
  public var insetAsExpanded: Double
  /// How far the thumbnail grows toward its aspect ratio, 0…1.
  public var expanding = 0.0
  /// How far it shrinks away (size and alpha), 0…1.
  public var collapsing = 0.0
  /// How far its gap has closed, 0…1.
  public var deleting = 0.0
  /// The side the gap closes from.
  public var deletingDirection = ThumbnailDeletionDirection.left

  /// Creates a resting state.
  public init(
    item: Int, defaultSize: Size2D, aspectRatio: Double, inset: Double, insetAsExpanded: Double
  ) {
    self.item = item
    self.defaultSize = defaultSize
    self.aspectRatio = aspectRatio
    self.inset = inset
    self.insetAsExpanded = insetAsExpanded
  }

  /// The extra width of the expanded thumbnail, in points.
  public var additionalWidth: Double {
    (defaultSize.height * aspectRatio - defaultSize.width) * expanding
  }

  /// `(ceil((w + additionalWidth)·(1 − collapsing)), h·(1 − collapsing))`.
  public var size: Size2D {
    Size2D(
      width: ((defaultSize.width + additionalWidth) * (1 - collapsing)).rounded(.up),
      height: defaultSize.height * (1 - collapsing))
  }

  /// The unshifted centre: `(item·(w + inset) + w/2, h/2)`.
  public var center: Point2D {
    Point2D(
      x: Double(item) * (defaultSize.width + inset) + defaultSize.width / 2,
      y: defaultSize.height / 2)
  }

  /// How far cells on the left move left because of this one, in points.
  public var leftShift: Double { shift(from: deletingDirection.inversed) }

  /// How far cells on the right move right because of this one, in points.
  public var rightShift: Double { shift(from: deletingDirection) }

  /// Whether this cell moves its neighbours at all.
  public var shiftsNeighbours: Bool { leftShift != 0 || rightShift != 0 }

  /// The thumbnail's attributes when its neighbours move it by `translation` points: its size,
  /// unshifted centre, alpha `1 − collapsing`, the translation as its transform and its
  /// ``CustomValueName/expanding`` value.
  public func attributes(translationX translation: Double) -> LayoutAttributes {
    var cell = LayoutAttributes(forCellAt: ItemIndexPath(item: item))
    cell.size = size
    cell.center = center
    cell.alpha = 1 - collapsing
    cell.transform = Transform2D(translationX: translation, y: 0)
    cell.customValues[.expanding] = expanding
    return cell
  }

  func shift(from direction: ThumbnailDeletionDirection) -> Double {
    let symmetric = (additionalWidth + insetAsExpanded * expanding) / 2 * (1 - deleting)
    switch direction {
    case .left: return symmetric
    case .right: return symmetric - defaultSize.width * deleting
    }
  }
}
