import TouchCore

// MARK: - Cell states

extension ThumbnailLayout {
  /// The state of `item`: the scroll expansion (`(1 − |item·pitch − (offset.x + farInset)|/pitch)
  /// · expandingRate` within one pitch of the centre), then its update, if any.
  public func cellState(at item: Int) -> ThumbnailCellState {
    var state = ThumbnailCellState(
      item: item, defaultSize: itemSize,
      aspectRatio: aspectRatios.indices.contains(item)
        ? aspectRatios[item] : Self.defaultAspectRatio,
      inset: distanceBetween, insetAsExpanded: distanceBetweenFocused)
    let distance = abs(Double(item) * cellWithSpacing - centerOffset)
    if distance < cellWithSpacing {
      state.expanding = (1 - distance / cellWithSpacing) * expandingRate
    }
    if let update = updates[item] { state = update.applied(to: state) }
    return state
  }

  /// The content-space x the strip's centre corresponds to: `offset.x + farInset`.
  var centerOffset: Double { bounds.minX + farInset }

  /// The cells that move their neighbours, in item order: the (at most two) expanded by the
  /// scroll and the updated ones.
  func shiftingCells() -> [ThumbnailCellState] {
    guard cellWithSpacing > 0 else { return [] }
    var items = updates.isEmpty ? [] : updates.keys.filter { (0..<numberOfItems).contains($0) }
    let nearest = floorIndex(centerOffset / cellWithSpacing)
    for item in [nearest, nearest + 1] where (0..<numberOfItems).contains(item) {
      items.append(item)
    }
    items.sort()
    var result: [ThumbnailCellState] = []
    for (index, item) in items.enumerated() where index == 0 || items[index - 1] != item {
      let state = cellState(at: item)
      if state.shiftsNeighbours { result.append(state) }
    }
    return result
  }

  /// `state`'s attributes, translated by the shifts of `shifting` cells on either side.
  func attributes(for state: ThumbnailCellState, shifting: [ThumbnailCellState]) -> LayoutAttributes
  {
    var translation = 0.0
    for other in shifting {
      if state.item < other.item {
        translation -= other.leftShift
      } else if state.item > other.item {
        translation += other.rightShift
      }
    }
    return state.attributes(translationX: translation)
  }
}

// MARK: - Queries

extension ThumbnailLayout {
  /// The thumbnails whose on-screen box (frame moved by its shift) meets `rect`, in item order.
  ///
  /// - Complexity: O(thumbnails in `rect` + expanded or updated thumbnails).
  public func attributes(in rect: Rect2D) -> [LayoutAttributes] {
    guard !rect.isNull, numberOfItems > 0, cellWithSpacing > 0 else { return [] }
    let shifting = shiftingCells()
    // A resting cell is ceil(w) wide and moves by at most the sum of all shifts; widen the rect
    // by that much, take the resting cells it covers, add the shifting cells, then test exactly.
    let reach =
      shifting.reduce(0) { $0 + Swift.max(abs($1.leftShift), abs($1.rightShift)) }
      + itemSize.width.rounded(.up)
    let lower = Swift.max(0, floorIndex((rect.minX - reach) / cellWithSpacing) - 1)
    let upper = Swift.max(
      lower, Swift.min(numberOfItems, ceilIndex((rect.maxX + reach) / cellWithSpacing) + 1))
    var candidates = Array(lower..<upper)
    for cell in shifting where !(lower..<upper).contains(cell.item) { candidates.append(cell.item) }
    candidates.sort()
    var result: [LayoutAttributes] = []
    result.reserveCapacity(candidates.count)
    for item in candidates {
      let cell = attributes(for: cellState(at: item), shifting: shifting)
      if cell.boundingFrame.intersects(rect) { result.append(cell) }
    }
    return result
  }

  /// The thumbnail's attributes with expansion, updates and shifts, or `nil` outside `0..<n`.
  public func attributes(forItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
    guard indexPath.section == 0, (0..<numberOfItems).contains(indexPath.item) else { return nil }
    return attributes(for: cellState(at: indexPath.item), shifting: shiftingCells())
  }

  /// The share of the content scrolled: `(offset.x + inset.left) / contentWidth`.
  public var relativeOffset: Double {
    let width = contentSize.width
    return width > 0 ? (bounds.minX + context.contentInset.left) / width : 0
  }

  /// The thumbnail nearest the centre: `clamp(floor(relativeOffset · n + 0.5), 0, n − 1)`.
  public var nearestIndex: Int {
    Swift.max(
      0, Swift.min(floorIndex(relativeOffset * Double(numberOfItems) + 0.5), numberOfItems - 1))
  }

  /// The offset for a share of the content: `contentWidth · relative − farInset` (`changeOffset`).
  public func contentOffset(relative: Double) -> Point2D {
    Point2D(x: contentSize.width * relative - farInset, y: bounds.minY)
  }

  /// The nearer of the two thumbnail positions around `proposed` (velocity is not used; the right
  /// index is clamped to `n`, as in the seed).
  public func targetContentOffset(proposed: Point2D, velocity: Vector2D) -> SnapDecision {
    guard cellWithSpacing > 0 else { return SnapDecision(targetContentOffset: proposed) }
    let inset = context.contentInset.left
    let relative = (proposed.x + inset) / cellWithSpacing
    let left = Swift.max(0, floorIndex(relative))
    let right = Swift.min(ceilIndex(relative), numberOfItems)
    let leftCenter = Double(left) * cellWithSpacing - inset
    let rightCenter = Double(right) * cellWithSpacing - inset
    let x = abs(leftCenter - proposed.x) < abs(rightCenter - proposed.x) ? leftCenter : rightCenter
    return SnapDecision(targetContentOffset: Point2D(x: x, y: proposed.y))
  }

  /// While an index is pending, `contentWidth · index/n − farInset`, so a bounds change keeps the
  /// active thumbnail centred; otherwise `proposed`.
  public func targetContentOffset(proposed: Point2D) -> Point2D {
    guard let index = pendingTargetIndex, numberOfItems > 0 else { return proposed }
    return Point2D(
      x: contentSize.width * (Double(index) / Double(numberOfItems)) - farInset, y: proposed.y)
  }
}
