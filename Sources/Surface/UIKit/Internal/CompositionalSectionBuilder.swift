/// Builds the frames of one compositional section from its description, placed along the
/// layout's scroll axis from a given position.
///
/// Along the scroll axis a section is: its headers, its leading content inset, its groups
/// (``NSCollectionLayoutSection/interGroupSpacing`` apart), its trailing content inset, its
/// footers (UIKit's order: a section's top inset lies between its header and its items).
/// Across the scroll axis its groups start after the container's and the section's leading
/// insets. A section with an orthogonal scrolling behavior lays its groups out in one band
/// across the scroll axis, at rest: the collection view's scroll view over the band moves them.
struct CompositionalSectionBuilder {
  typealias MakeAttributes = (UICollectionView.ElementCategory, String?, IndexPath) ->
    UICollectionViewLayoutAttributes

  var geometry: UICollectionViewFlowGeometry
  /// The layout container's effective size (the collection view less its insets across the
  /// scroll axis and the container's insets).
  var containerSize: CGSize
  /// Where the container's content starts across the scroll axis.
  var crossOrigin: CGFloat
  var solver: CompositionalGroupSolver
  var makeAttributes: MakeAttributes

  private var isHorizontal: Bool { geometry.isHorizontal }

  /// The insets before and after the items along the scroll axis, and beside them.
  private func split(_ insets: NSDirectionalEdgeInsets) -> (
    mainLeading: CGFloat, mainTrailing: CGFloat, crossLeading: CGFloat, crossTrailing: CGFloat
  ) {
    let values =
      isHorizontal
      ? (insets.leading, insets.trailing, insets.top, insets.bottom)
      : (insets.top, insets.bottom, insets.leading, insets.trailing)
    return (
      finiteOrZero(values.0), finiteOrZero(values.1), finiteOrZero(values.2), finiteOrZero(values.3)
    )
  }

  /// Whether a boundary item at `alignment` comes before the items along the scroll axis.
  func isLeading(_ alignment: NSRectAlignment) -> Bool {
    let trailing: [NSRectAlignment] =
      isHorizontal
      ? [.trailing, .topTrailing, .bottomTrailing] : [.bottom, .bottomLeading, .bottomTrailing]
    return !trailing.contains(alignment)
  }

  /// Where a boundary item of `length` at `alignment` sits across the scroll axis, in
  /// `origin..<origin + extent`.
  private func crossPosition(
    _ alignment: NSRectAlignment, length: CGFloat, origin: CGFloat, extent: CGFloat
  ) -> CGFloat {
    let atStart: Bool
    let atEnd: Bool
    if isHorizontal {
      atStart = [.top, .topLeading, .topTrailing].contains(alignment)
      atEnd = [.bottom, .bottomLeading, .bottomTrailing].contains(alignment)
    } else {
      atStart = [.leading, .topLeading, .bottomLeading].contains(alignment)
      atEnd = [.trailing, .topTrailing, .bottomTrailing].contains(alignment)
    }
    if atStart { return origin }
    if atEnd { return origin + extent - length }
    return origin + (extent - length) / 2
  }

  /// Lays out `boundaryItems` on one side, from `position`; returns the position after the
  /// ones that extend the boundary.
  mutating func placeBoundaries(
    _ boundaryItems: [NSCollectionLayoutBoundarySupplementaryItem], leading: Bool,
    at position: CGFloat, section: Int, followInsets insets: NSDirectionalEdgeInsets?,
    into boundaries: inout [CompositionalSectionFrames.Boundary]
  ) -> CGFloat {
    var position = position
    let split = split(insets ?? .zero)
    let crossStart = crossOrigin + split.crossLeading
    let crossExtent = max(
      0, geometry.cross(containerSize) - split.crossLeading - split.crossTrailing)
    let container = geometry.size(main: geometry.main(containerSize), cross: crossExtent)
    for item in boundaryItems where isLeading(item.alignment) == leading {
      let size = solver.resolve(item.layoutSize, in: container)
      let mainLength = geometry.main(size)
      let cross = crossPosition(
        item.alignment, length: geometry.cross(size), origin: crossStart, extent: crossExtent)
      // A footer that does not extend the section overlaps its last items.
      let main = leading || item.extendsBoundary ? position : position - mainLength
      var frame = geometry.rect(
        main: main, cross: cross, mainLength: mainLength, crossLength: geometry.cross(size))
      frame = frame.offsetBy(dx: finiteOrZero(item.offset.x), dy: finiteOrZero(item.offset.y))
      let attributes = makeAttributes(
        .supplementaryView, item.elementKind, IndexPath(item: 0, section: section))
      attributes.frame = frame
      attributes.zIndex = item.zIndex
      boundaries.append(
        .init(
          attributes: attributes, pinsToVisibleBounds: item.pinToVisibleBounds, isLeading: leading))
      if item.extendsBoundary { position += mainLength }
    }
    return position
  }

  /// The frames of `section` (number `index`, with `itemCount` items) from `start`.
  mutating func build(
    _ section: NSCollectionLayoutSection, index: Int, itemCount: Int, start: CGFloat
  ) -> CompositionalSectionFrames {
    var frames = CompositionalSectionFrames()
    frames.section = section
    frames.start = start
    let insets = split(section.contentInsets)
    let follow = section.supplementariesFollowContentInsets ? section.contentInsets : nil
    var position = placeBoundaries(
      section.boundarySupplementaryItems, leading: true, at: start, section: index,
      followInsets: follow, into: &frames.boundaries)
    frames.bodyStart = position
    position += insets.mainLeading
    let sectionContainer = geometry.size(
      main: max(0, geometry.main(containerSize) - insets.mainLeading - insets.mainTrailing),
      cross: max(0, geometry.cross(containerSize) - insets.crossLeading - insets.crossTrailing))
    let group = section.group
    let groupSize = solver.resolve(group.layoutSize, in: sectionContainer)
    let groupMain = geometry.main(groupSize)
    let groupCross = geometry.cross(groupSize)
    let spacing = finiteOrZero(section.interGroupSpacing)
    let isBand = section.orthogonalScrollingBehavior != .none
    let crossStart = crossOrigin + insets.crossLeading
    let isCustom: Bool
    if case .custom = group.arrangement { isCustom = true } else { isCustom = false }
    var template: [CompositionalGroupSolver.Leaf] = []
    if !isCustom {
      solver.place(group, in: CGRect(origin: .zero, size: groupSize), into: &template)
    }
    var hasBadges = false
    frames.cells.reserveCapacity(itemCount)
    var assigned = 0
    var groupIndex = 0
    var bodyEnd = position
    while assigned < itemCount {
      let offset = CGFloat(groupIndex) * ((isBand ? groupCross : groupMain) + spacing)
      let origin =
        isBand
        ? geometry.rect(main: position, cross: crossStart + offset, mainLength: 0, crossLength: 0)
          .origin
        : geometry.rect(main: position + offset, cross: crossStart, mainLength: 0, crossLength: 0)
          .origin
      var leaves = template
      if isCustom {
        leaves = []
        solver.place(group, in: CGRect(origin: .zero, size: groupSize), into: &leaves)
      }
      guard !leaves.isEmpty else {
        solver.problems.append(
          "section \(index)'s group lays out no items, so its \(itemCount - assigned) remaining "
            + "items have no frames")
        break
      }
      let mainStart = geometry.main(origin)
      var low = mainStart
      var high = mainStart + groupMain
      let first = assigned
      for leaf in leaves where assigned < itemCount {
        let frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
        let attributes = makeAttributes(.cell, nil, IndexPath(item: assigned, section: index))
        attributes.frame = frame
        attributes.zIndex = leaf.zIndex
        frames.cells.append(attributes)
        var itemBadges: [UICollectionViewLayoutAttributes] = []
        for badge in leaf.item?.supplementaryItems ?? [] {
          let badgeAttributes = makeAttributes(
            .supplementaryView, badge.elementKind, IndexPath(item: assigned, section: index))
          badgeAttributes.frame = badge.frame(in: frame)
          badgeAttributes.zIndex = badge.zIndex
          itemBadges.append(badgeAttributes)
          low = min(low, geometry.main(badgeAttributes.frame.origin))
          high = max(
            high,
            geometry.main(badgeAttributes.frame.origin) + geometry.main(badgeAttributes.frame.size))
        }
        if !itemBadges.isEmpty { hasBadges = true }
        frames.badges.append(itemBadges)
        if frame.origin.y.isFinite, frame.origin.x.isFinite {
          low = min(low, geometry.main(frame.origin))
          high = max(high, geometry.main(frame.origin) + geometry.main(frame.size))
        }
        assigned += 1
      }
      if isBand {
        frames.orthogonalGroupStarts.append(crossStart + offset)
        frames.orthogonalContentEnd = crossStart + offset + groupCross + insets.crossTrailing
      }
      frames.groupStarts.append(low)
      frames.groupEnds.append(high)
      frames.groupItems.append(first..<assigned)
      bodyEnd = max(bodyEnd, mainStart + groupMain)
      groupIndex += 1
    }
    if !hasBadges { frames.badges = [] }
    if isBand { frames.orthogonalGroupLength = groupCross }
    frames.indexGroups()
    position = bodyEnd + insets.mainTrailing
    frames.bodyEnd = position
    position = placeBoundaries(
      section.boundarySupplementaryItems, leading: false, at: position, section: index,
      followInsets: follow, into: &frames.boundaries)
    frames.end = position
    for decoration in section.decorationItems {
      let full = geometry.rect(
        main: start, cross: crossOrigin, mainLength: position - start,
        crossLength: geometry.cross(containerSize))
      let inset = decoration.contentInsets
      let attributes = makeAttributes(
        .decorationView, decoration.elementKind, IndexPath(item: 0, section: index))
      attributes.frame = CGRect(
        x: full.origin.x + finiteOrZero(inset.leading), y: full.origin.y + finiteOrZero(inset.top),
        width: max(0, full.size.width - finiteOrZero(inset.leading) - finiteOrZero(inset.trailing)),
        height: max(0, full.size.height - finiteOrZero(inset.top) - finiteOrZero(inset.bottom)))
      attributes.zIndex = decoration.zIndex
      frames.decorations.append(attributes)
    }
    return frames
  }
}
