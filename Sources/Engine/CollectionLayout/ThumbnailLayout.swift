import TouchCore

/// The photos thumbnail strip: a centred row of `H·0.5 × H` thumbnails whose focused cell grows
/// to its image's aspect ratio, pushing its neighbours aside (seed 003 `ThumbnailLayout`).
///
/// A cell within one pitch `w + 4` of the strip's centre expands by
/// `(1 − distance/pitch) · expandingRate`; ``updates`` then set expansion, collapse or deletion
/// per item, frame by frame, for the scene's animations. Cells left of a grown cell slide left and
/// cells right of it slide right, through their 2D transform.
///
/// The seed builds every cell and, for each, sums over every other cell: O(n²) per frame. Only
/// expanded or updated cells move others, so this layout finds the cells in a rect from their
/// resting positions and sums over those few: O(visible + updated).
///
/// ```swift
/// var strip = ThumbnailLayout(aspectRatios: [1.5, 0.75, 2])
/// strip.prepare(LayoutContext(
///   bounds: Rect2D(x: -178, y: 0, width: 393, height: 66),
///   contentInset: ThumbnailLayout.contentInset(boundsSize: Size2D(width: 393, height: 66)),
///   itemCounts: [3]))
/// strip.attributes(in: strip.bounds).first?.size.width   // 99: 66 · 1.5
/// ```
public struct ThumbnailLayout: CollectionViewLayout, Hashable, Sendable {
  /// Width / height of an unexpanded thumbnail, and the aspect ratio of an unknown image.
  public static let defaultAspectRatio = 0.5  // source: seed 003 Configuration.defaultAspectRatio
  /// Spacing between thumbnails, in points.
  public var distanceBetween = 4.0  // source: seed 003 Configuration.distanceBetween
  /// Spacing a focused thumbnail keeps from its neighbours, in points.
  public var distanceBetweenFocused = 20.0  // source: seed 003 Configuration.distanceBetweenFocused
  /// How much the centred thumbnail grows toward its aspect ratio, 0…1; animated by the scene
  /// (to 0 while dragging, back to 1 after).
  public var expandingRate = 1.0  // source: seed 003 Configuration.expandingRate
  /// Each image's width / height, by item; missing items use ``defaultAspectRatio``.
  public var aspectRatios: [Double]
  /// Per-item updates (collapse, delete, expand), applied after the scroll expansion.
  public var updates: [Int: ThumbnailCellUpdate] = [:]
  /// The item to land on after a bounds change (the seed's `targetIndex` while configuring), or `nil`.
  public var pendingTargetIndex: Int?

  /// The context of the prepared pass.
  public private(set) var context = LayoutContext(bounds: .zero, itemCounts: [])

  /// Creates a strip.
  public init(aspectRatios: [Double] = []) {
    self.aspectRatios = aspectRatios
  }

  /// The bounds of the prepared pass.
  public var bounds: Rect2D { context.bounds }

  /// The number of thumbnails.
  public var numberOfItems: Int { context.numberOfItems(inSection: 0) }

  /// `(H · 0.5, H)`.
  public var itemSize: Size2D {
    Size2D(width: bounds.height * Self.defaultAspectRatio, height: bounds.height)
  }

  /// The distance from one thumbnail's origin to the next: `w + distanceBetween`.
  public var cellWithSpacing: Double { itemSize.width + distanceBetween }

  /// The left and right content inset that centres the first and last thumbnail:
  /// `(W − w − d)/2`.
  public var farInset: Double {
    Self.farInset(boundsSize: bounds.size, distanceBetween: distanceBetween)
  }

  /// The content inset the seed sets on the strip: ``farInset`` left and right.
  public static func contentInset(boundsSize: Size2D, distanceBetween: Double = 4) -> Insets {
    let inset = farInset(boundsSize: boundsSize, distanceBetween: distanceBetween)
    return Insets(top: 0, left: inset, bottom: 0, right: inset)
  }

  static func farInset(boundsSize: Size2D, distanceBetween: Double) -> Double {
    (boundsSize.width - boundsSize.height * defaultAspectRatio - distanceBetween) / 2
  }

  /// Records the context; every query derives the thumbnails from it.
  public mutating func prepare(_ context: LayoutContext) {
    self.context = context
  }

  /// `(n · (w + d), h)`; independent of the expansion, as in the seed.
  public var contentSize: Size2D {
    Size2D(width: Double(numberOfItems) * cellWithSpacing, height: itemSize.height)
  }

  /// `true`: the expansion follows every scroll frame.
  public func shouldInvalidate(forBoundsChange newBounds: Rect2D) -> Bool { true }
}
