import TouchCore

/// One half of Dodo Pizza's "pizza from halves" picker: a vertical table whose centred pizza is
/// full size and whose neighbours shrink, fade and are pulled toward the centre, with a caption
/// header fixed on screen (seed 000 `PizzaHalfSelectorLayout`).
///
/// Per visible row, with `cY = offset.y + H/2` and `d = defaultFrame.midY − cY`:
/// `n = clamp(d/200, −1, 1)`, `s = 1 − 0.6·|n|`, `alpha = s`, the frame moved toward the seam by
/// `±(W − W·s)/2 ∓ 2` and pulled in by `−d/4·s`, then `transform = scale(s)`. The ``Style/drum``
/// variant stacks the cells on the centred frame instead.
///
/// ```swift
/// var layout = PizzaHalfSelectorLayout(orientation: .left)
/// layout.prepare(LayoutContext(bounds: Rect2D(x: 0, y: 300, width: 196, height: 852), itemCounts: [10]))
/// let cells = layout.attributes(in: layout.bounds)
/// ```
public struct PizzaHalfSelectorLayout: CollectionViewLayout, Hashable, Sendable {
  /// How the cells are arranged.
  public enum Style: String, Codable, Hashable, Sendable, CaseIterable {
    /// The shipped layout: a shrinking, fading table.
    case standard
    /// The article's drum experiment: every cell starts from the centred frame, slides by up to
    /// 220 pt, stays opaque and is stacked by distance from the current row.
    case drum
  }

  /// Distance from the screen centre at which a cell reaches its smallest size, in points.
  public static let criticalOffsetFromCenter = 200.0  // source: seed 000 PizzaHalfSelectorLayout
  /// How much a cell shrinks at the critical offset (`s = 1 − 0.6·|n|`).
  public static let scaleFactor = 0.6  // source: seed 000 PizzaHalfSelectorLayout
  /// zIndex of cells in the standard style.
  public static let cellZLevel = 0  // source: seed 000 PizzaHalfSelectorLayout
  /// zIndex of the caption headers.
  public static let headerZLevel = 2  // source: seed 000 PizzaHalfSelectorLayout
  /// Height of a caption header, in points (the stored `headerReferenceSize` height 50 is dead).
  public static let headerHeight = 60.0  // source: seed 000 defaultFrameForHeader
  /// Gap between a header's centre line and the top of the centred pizza, in points.
  public static let headerVerticalOffset = 30.0  // source: seed 000 defaultFrameForHeader
  /// How far a header slides at `|n| = 1`, in points.
  public static let headerTranslation = 20.0  // source: seed 000 updateHeaders
  /// Divisor of the vertical pull-in `−d/4·s`.
  public static let verticalPullDivisor = 4.0  // source: seed 000 +Alignment verticalOffset
  /// Factor on the critical offset for the drum's slide (`n · 200 · 1.1`).
  public static let drumSlideFactor = 1.1  // source: seed 000 drum verticalOffset

  /// Which half this layout shows.
  public var orientation: PizzaHalfOrientation
  /// Standard or drum.
  public var style: Style
  /// The item size, `(pizzaSize/2, pizzaSize)`; only the height is used (cells are full width).
  public var itemSize: Size2D
  /// The gap kept between the two halves, in points; each half keeps half of it.
  public var spaceBetweenHalves = 4.0  // source: seed 000 PizzaHalfSelectorLayout

  /// The rows of the prepared pass.
  public private(set) var table: TableLayout
  /// The bounds of the prepared pass.
  public private(set) var bounds = Rect2D.zero
  /// The layout margins of the prepared pass.
  public private(set) var layoutMargins = Insets.zero
  /// The floating index of the row under the screen centre, `cY / h` (the centred row is `i + 0.5`).
  public private(set) var currentPizzaIndex = 0.0

  /// Creates a selector half.
  ///
  /// - Parameters:
  ///   - orientation: Left or right half.
  ///   - style: Standard (default) or drum.
  ///   - pizzaSize: The main pizza's diameter in points; see ``mainPizzaSize(screenWidth:)``.
  public init(orientation: PizzaHalfOrientation, style: Style = .standard, pizzaSize: Double = 300)
  {
    self.orientation = orientation
    self.style = style
    self.itemSize = Size2D(width: pizzaSize / 2, height: pizzaSize)
    self.table = TableLayout(itemSize: itemSize)
  }

  /// The main pizza's size for a screen width: 300 pt, or 230 pt on screens 320 pt wide or less.
  public static func mainPizzaSize(screenWidth: Double) -> Double {
    screenWidth > 320 ? 300 : 230  // source: seed 000 PizzaHalfCollectionController mainPizzaSize
  }

  /// The content inset that lets the first and last pizza reach the centre: top and bottom
  /// `(H − pizzaSize)/2` (seed 000 `setupInsets`).
  public static func contentInset(boundsHeight: Double, pizzaSize: Double) -> Insets {
    let vertical = (boundsHeight - pizzaSize) / 2
    return Insets(top: vertical, left: 0, bottom: vertical, right: 0)
  }

  /// The row under the screen centre, truncated (`currentPizzaIndexInt`).
  public var currentPizzaIndexInt: Int { saturatingInt(currentPizzaIndex.rounded(.towardZero)) }

  /// The number of rows.
  public var numberOfItems: Int { table.cache.numberOfItems }

  /// Rebuilds the rows for the context and records the floating index under the screen centre.
  public mutating func prepare(_ context: LayoutContext) {
    table.itemSize = itemSize
    table.prepare(context)
    bounds = context.bounds
    layoutMargins = context.layoutMargins
    currentPizzaIndex = pizzaIndex(offset: context.contentOffset)
  }

  /// `(W, rows · h)`.
  public var contentSize: Size2D { table.contentSize }

  /// The visible cells (rows whose untransformed frame meets `rect`), then their headers whose
  /// alpha is above 0.
  ///
  /// - Complexity: O(rows in `rect`); the seed filters every frame.
  public func attributes(in rect: Rect2D) -> [LayoutAttributes] {
    let rows = table.cache.visibleRows(in: rect)
    var result: [LayoutAttributes] = []
    result.reserveCapacity(rows.count * 2)
    for row in rows { result.append(cellAttributes(atRow: row)) }
    for row in rows {
      let header = headerAttributes(atRow: row)
      if header.alpha > 0 { result.append(header) }
    }
    return result
  }

  /// The **untransformed** row frame, as the seed (which does not override it) returns; this is
  /// what `scrollToItem` centres.
  public func attributes(forItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
    table.attributes(forItemAt: indexPath)
  }

  /// The header's default frame and zIndex, without the per-frame fade and slide (as the seed's
  /// `layoutAttributesForSupplementaryView` returns); `nil` for other kinds or missing rows.
  public func attributes(forSupplementaryOfKind kind: ElementKind, at indexPath: ItemIndexPath)
    -> LayoutAttributes?
  {
    guard kind == .header, table.attributes(forItemAt: indexPath) != nil else { return nil }
    var header = LayoutAttributes(
      forSupplementaryOfKind: .header, at: indexPath, frame: defaultFrameForHeader())
    header.zIndex = Self.headerZLevel
    return header
  }

  /// `true`: the layout changes on every scroll frame.
  public func shouldInvalidate(forBoundsChange newBounds: Rect2D) -> Bool { true }
}
