/// Lays out one instance of a compositional group: the frames of its leaf items relative to
/// the rectangle the group is given.
///
/// Rules (UIKit's, as documented): an item's fractional size is a fraction of its group's size
/// less the group's content insets; edge spacing comes first, then the item's content insets
/// shrink it inside its space, except on an axis whose dimension is estimated. Repeating
/// groups (`subitems:`) repeat their subitems in order while the next one fits (the first
/// always goes in). Flexible inter-item spacing shares the free space between the gaps.
/// Anything an app can pass that would not stop (an item of no extent repeating, a huge count)
/// is bounded and reported.
struct CompositionalGroupSolver {
  /// One laid-out item that is not a group.
  struct Leaf {
    var frame: CGRect
    var zIndex: Int
    var item: NSCollectionLayoutItem?
  }

  /// The most items one group instance holds (ours: far above any screen's worth).
  static let maximumItemsPerGroup = 10_000
  /// Slack when deciding whether the next item fits (fractions such as 0.2 × 390 are not exact).
  static let fitTolerance: CGFloat = 0.001

  var traitCollection: UITraitCollection
  /// Faults found, as one-line messages (deduplicated by the layout).
  var problems: [String] = []
  var hasReportedLeafLimit = false

  /// The frames of `item`'s leaves when it is given `slot`.
  mutating func place(_ item: NSCollectionLayoutItem, in slot: CGRect, into leaves: inout [Leaf]) {
    // Nested groups multiply: the bound is on the leaves of one top-level group instance.
    guard leaves.count < Self.maximumItemsPerGroup else {
      if !hasReportedLeafLimit {
        hasReportedLeafLimit = true
        problems.append(
          "a group's nested groups lay out more than \(Self.maximumItemsPerGroup) items; the "
            + "first \(Self.maximumItemsPerGroup) were laid out")
      }
      return
    }
    let insets = item.contentInsets
    let widthEstimated = item.layoutSize.widthDimension.isEstimated
    let heightEstimated = item.layoutSize.heightDimension.isEstimated
    let left = widthEstimated ? 0 : finite(insets.leading, "contentInsets.leading")
    let right = widthEstimated ? 0 : finite(insets.trailing, "contentInsets.trailing")
    let top = heightEstimated ? 0 : finite(insets.top, "contentInsets.top")
    let bottom = heightEstimated ? 0 : finite(insets.bottom, "contentInsets.bottom")
    let area = CGRect(
      x: slot.origin.x + left, y: slot.origin.y + top,
      width: max(0, slot.size.width - left - right),
      height: max(0, slot.size.height - top - bottom))
    guard let group = item as? NSCollectionLayoutGroup else {
      leaves.append(Leaf(frame: area, zIndex: 0, item: item))
      return
    }
    layOut(group, in: area, into: &leaves)
  }

  /// `size` resolved in `container`, each dimension finite and not negative (else 0, reported).
  mutating func resolve(_ size: NSCollectionLayoutSize, in container: CGSize) -> CGSize {
    CGSize(
      width: dimension(size.widthDimension, in: container, "widthDimension"),
      height: dimension(size.heightDimension, in: container, "heightDimension"))
  }

  private mutating func dimension(
    _ dimension: NSCollectionLayoutDimension, in container: CGSize, _ name: String
  ) -> CGFloat {
    let value = dimension.resolved(in: container)
    guard value.isFinite, value >= 0 else {
      problems.append(
        "a \(name) of \(dimension) resolves to \(value) points; dimensions must be finite and "
          + "not negative, so it was taken as 0")
      return 0
    }
    return value
  }

  private mutating func finite(_ value: CGFloat, _ name: String) -> CGFloat {
    guard value.isFinite else {
      problems.append("\(name) is \(value); insets must be finite, so it was taken as 0")
      return 0
    }
    return value
  }

  private mutating func layOut(
    _ group: NSCollectionLayoutGroup, in area: CGRect, into leaves: inout [Leaf]
  ) {
    if case .custom(let provider) = group.arrangement {
      let environment = CompositionalEnvironment(
        container: CompositionalContainer(contentSize: area.size, contentInsets: .zero),
        traitCollection: traitCollection)
      let items = provider(environment)
      if items.count > Self.maximumItemsPerGroup {
        problems.append(
          "a custom group's item provider returned \(items.count) items; the first "
            + "\(Self.maximumItemsPerGroup) were used")
      }
      for custom in items.prefix(Self.maximumItemsPerGroup) {
        let frame = custom.frame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.width.isFinite,
          frame.size.height.isFinite
        else {
          problems.append(
            "a custom group's item provider returned a non-finite frame \(frame); "
              + "it was placed at the group's origin with no size")
          leaves.append(Leaf(frame: CGRect(origin: area.origin, size: .zero), zIndex: 0))
          continue
        }
        leaves.append(
          Leaf(frame: frame.offsetBy(dx: area.origin.x, dy: area.origin.y), zIndex: custom.zIndex))
      }
      return
    }
    guard let first = group.subitems.first else {
      problems.append("a group has no subitems; it lays out no items")
      return
    }
    let vertical = group.isVertical
    let axisLength = vertical ? area.size.height : area.size.width
    let spacing = group.interItemSpacing.map { finite($0.spacing, "interItemSpacing") } ?? 0
    // Each slot: the item, its start and length along the group's axis, its own cross extent.
    var slots: [(item: NSCollectionLayoutItem, start: CGFloat, size: CGSize, lead: CGFloat)] = []
    var position: CGFloat = 0
    func edges(_ item: NSCollectionLayoutItem) -> (lead: CGFloat, trail: CGFloat, cross: CGFloat) {
      let spacing = item.edgeSpacing
      let lead = (vertical ? spacing?.top : spacing?.leading)?.spacing ?? 0
      let trail = (vertical ? spacing?.bottom : spacing?.trailing)?.spacing ?? 0
      let cross = (vertical ? spacing?.leading : spacing?.top)?.spacing ?? 0
      return (lead.isFinite ? lead : 0, trail.isFinite ? trail : 0, cross.isFinite ? cross : 0)
    }
    func append(_ item: NSCollectionLayoutItem, _ size: CGSize) {
      let edge = edges(item)
      slots.append((item, position + edge.lead, size, edge.cross))
      position += edge.lead + (vertical ? size.height : size.width) + edge.trail + spacing
    }
    switch group.arrangement {
    case .custom:
      return
    case .filling(let requested), .counted(let requested):
      var count = requested
      if count < 1 || count > Self.maximumItemsPerGroup {
        count = min(max(count, 1), Self.maximumItemsPerGroup)
        problems.append(
          "a group asks for \(requested) repetitions of its subitem; it was laid out with "
            + "\(count)")
      }
      var size = resolve(first.layoutSize, in: area.size)
      if case .filling = group.arrangement {
        // The deprecated `subitem:count:` form sizes the items to fill the group equally.
        let edge = edges(first)
        let length = max(
          0,
          (axisLength - spacing * CGFloat(count - 1)) / CGFloat(count) - edge.lead - edge.trail)
        if vertical { size.height = length } else { size.width = length }
      }
      for _ in 0..<count { append(first, size) }
      let used = position - spacing
      if used > axisLength + Self.fitTolerance {
        problems.append(
          "a group's \(count) items take \(used) points along a group of \(axisLength); they "
            + "overflow it")
      }
    case .repeating:
      let sizes = group.subitems.map { resolve($0.layoutSize, in: area.size) }
      var index = 0
      var passStart = position
      var stalled = false
      while slots.count < Self.maximumItemsPerGroup {
        let item = group.subitems[index]
        let size = sizes[index]
        let edge = edges(item)
        let length = edge.lead + (vertical ? size.height : size.width) + edge.trail
        if !slots.isEmpty, position + length > axisLength + Self.fitTolerance { break }
        append(item, size)
        index += 1
        guard index == group.subitems.count else { continue }
        index = 0
        // A whole pass that did not advance would repeat until the bound: stop after one.
        if position - passStart <= 0 {
          stalled = true
          break
        }
        passStart = position
      }
      if stalled {
        problems.append(
          "a group's subitems take no space along its axis, so they would repeat without end; "
            + "they were laid out once")
      } else if slots.count >= Self.maximumItemsPerGroup {
        problems.append(
          "a group repeats its subitems more than \(Self.maximumItemsPerGroup) times; the "
            + "first \(Self.maximumItemsPerGroup) were laid out")
      }
    }
    // Flexible spacing shares the group's free space between the gaps.
    if let flexible = group.interItemSpacing, flexible.isFlexibleSpacing, slots.count > 1 {
      let free = axisLength - (position - spacing)
      if free > 0 {
        let extra = free / CGFloat(slots.count - 1)
        for index in slots.indices { slots[index].start += extra * CGFloat(index) }
      }
    }
    for slot in slots {
      let rect =
        vertical
        ? CGRect(
          x: area.origin.x + slot.lead, y: area.origin.y + slot.start, width: slot.size.width,
          height: slot.size.height)
        : CGRect(
          x: area.origin.x + slot.start, y: area.origin.y + slot.lead, width: slot.size.width,
          height: slot.size.height)
      place(slot.item, in: rect, into: &leaves)
    }
  }
}
