import TouchCore

// MARK: - Index and offset conversions

extension PizzaHalfSelectorLayout {
  /// The content-space y of the screen centre for `offset` (`screenCenterYOffset`).
  public func screenCenterY(offset: Point2D) -> Double {
    offset.y + bounds.height / 2
  }

  /// The floating row index under the screen centre for `offset`: `cY / h`.
  public func pizzaIndex(offset: Point2D) -> Double {
    screenCenterY(offset: offset) / itemSize.height
  }

  /// The content offset that centres row `index`: `(0, h·i + h/2 − H/2)`.
  public func contentOffset(forPizzaIndex index: Int) -> Point2D {
    Point2D(x: 0, y: itemSize.height * Double(index) + itemSize.height / 2 - bounds.height / 2)
  }

  /// A row's distance from the screen centre in critical offsets, clamped to −1…1 (the seed's
  /// normalised `scale(for:)`); negative above the centre.
  public func normalizedDistance(ofRow row: Int) -> Double {
    clamped(distanceFromCenter(ofRow: row) / Self.criticalOffsetFromCenter, -1, 1)
  }

  /// `defaultFrame(row).midY − cY`, in points, unclamped.
  func distanceFromCenter(ofRow row: Int) -> Double {
    table.cache.defaultCellFrame(atRow: row).midY - screenCenterY(offset: bounds.origin)
  }
}

// MARK: - Cells

extension PizzaHalfSelectorLayout {
  /// The frame of a cell centred on screen, which the drum starts every cell from (ours: the
  /// article uses `centerPizzaFrame` without defining it).
  public var centerPizzaFrame: Rect2D {
    Rect2D(
      x: 0, y: screenCenterY(offset: bounds.origin) - itemSize.height / 2, width: bounds.width,
      height: itemSize.height)
  }

  /// The fully computed attributes of the cell in `row`: scale, alpha, aligned frame, zIndex.
  public func cellAttributes(atRow row: Int) -> LayoutAttributes {
    let defaultFrame = table.cache.defaultCellFrame(atRow: row)
    let normalized = normalizedDistance(ofRow: row)
    let scale = 1 - Self.scaleFactor * abs(normalized)
    let base = style == .standard ? defaultFrame : centerPizzaFrame
    let horizontalOffset = (bounds.width - base.width * scale) / 2
    let verticalOffset: Double
    switch style {
    case .standard:
      verticalOffset = -distanceFromCenter(ofRow: row) / Self.verticalPullDivisor * scale
    case .drum:
      verticalOffset = normalized * Self.criticalOffsetFromCenter * Self.drumSlideFactor
    }
    let dx: Double
    switch orientation {
    case .left: dx = horizontalOffset - spaceBetweenHalves / 2  // align to the right edge
    case .right: dx = -horizontalOffset + spaceBetweenHalves / 2  // align to the left edge
    }
    var cell = LayoutAttributes(
      forCellAt: ItemIndexPath(item: row, section: table.section),
      frame: base.offsetBy(dx: dx, dy: verticalOffset))
    cell.transform = Transform2D(scaleX: scale, y: scale)
    cell.alpha = style == .standard ? scale : 1
    cell.zIndex = style == .standard ? Self.cellZLevel : drumZIndex(row: row)
    return cell
  }

  /// The drum's stacking: the current row on top (the row count), rows above it by row, rows
  /// below it by distance from the end (seed 000 `zIndex(row:)`).
  public func drumZIndex(row: Int) -> Int {
    let numberOfCells = numberOfItems
    let current = currentPizzaIndexInt
    if row == current { return numberOfCells }
    if row < current { return row }
    return numberOfCells - row - 1
  }
}

// MARK: - Headers

extension PizzaHalfSelectorLayout {
  /// The header frame, fixed on screen: `x = max(margins)`, `y = minY + (H − h)/2 − 30 − 30`,
  /// `W − 2·x` wide, 60 tall (seed 000 `defaultFrameForHeader`).
  public func defaultFrameForHeader() -> Rect2D {
    let inset = Swift.max(layoutMargins.left, layoutMargins.right)
    let screenY =
      (bounds.height - itemSize.height) / 2 - Self.headerHeight / 2 - Self.headerVerticalOffset
    return Rect2D(
      x: inset, y: bounds.minY + screenY, width: bounds.width - inset * 2, height: Self.headerHeight
    )
  }

  /// The header of `row` with its fade `1 − |n|` and slide `translate(0, 20·n)`.
  public func headerAttributes(atRow row: Int) -> LayoutAttributes {
    let normalized = normalizedDistance(ofRow: row)
    var header = LayoutAttributes(
      forSupplementaryOfKind: .header, at: ItemIndexPath(item: row, section: table.section),
      frame: defaultFrameForHeader())
    header.zIndex = Self.headerZLevel
    header.alpha = 1 - abs(normalized)
    header.transform = Transform2D(translationX: 0, y: Self.headerTranslation * normalized)
    return header
  }
}

// MARK: - Snapping

extension PizzaHalfSelectorLayout {
  /// Centres the row the proposed offset lands in.
  ///
  /// When that is the current row, it stops the fling where it is and asks for an animated scroll back to the row, repeated on the next run-loop
  /// turn (the seed's "backward scroll"). Velocity is not used and the row is not clamped.
  public func targetContentOffset(proposed: Point2D, velocity: Vector2D) -> SnapDecision {
    let index = saturatingInt(pizzaIndex(offset: proposed).rounded(.towardZero))
    if index == currentPizzaIndexInt {
      return SnapDecision(
        targetContentOffset: bounds.origin,
        followUp: ScrollToItemRequest(
          indexPath: ItemIndexPath(item: index, section: table.section),
          position: .centeredVertically,
          isAnimated: true, isRepeatedOnNextTurn: true))
    }
    return SnapDecision(targetContentOffset: contentOffset(forPizzaIndex: index))
  }
}
