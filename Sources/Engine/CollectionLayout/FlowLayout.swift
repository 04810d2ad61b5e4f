import TouchCore

/// A line-based grid: items of one size fill lines across the cross axis, lines stack along the
/// scroll axis, sections follow each other (`UICollectionViewFlowLayout`), with optional snapping
/// of the nearest item to the centre.
///
/// Lines are filled and placed by `FlowLineFilling`, the rule the UIKit surface's
/// `UICollectionViewFlowLayout` also uses (one engine, two front ends), as a grid in closed form:
/// when only one item fits it is centred across the line (one longer than the line starts at
/// the leading inset); otherwise full lines are justified and later lines of the section reuse
/// that spacing. In a right-to-left context a horizontal or vertical flow is mirrored
/// (`flipsHorizontallyInOppositeLayoutDirection`).
///
/// ```swift
/// var flow = FlowLayout(scrollDirection: .horizontal, itemSize: Size2D(width: 353, height: 180))
/// flow.minimumLineSpacing = 8
/// flow.snapsToCenter = true
/// ```
public struct FlowLayout: CollectionViewLayout, Hashable, Sendable {
  /// The scroll axis.
  public var scrollDirection: Axis2D
  /// The size of every item, in points.
  public var itemSize: Size2D
  /// The spacing between lines, in points.
  public var minimumLineSpacing = 10.0  // source: ours (UIKit's default)
  /// The least spacing between items of one line, in points.
  public var minimumInteritemSpacing = 10.0  // source: ours (UIKit's default)
  /// The inset of every section, in points.
  public var sectionInset = Insets.zero
  /// Whether a fling stops with the item nearest the centre centred.
  public var snapsToCenter = false

  /// The context of the prepared pass.
  public private(set) var context = LayoutContext(bounds: .zero, itemCounts: [])
  private var sections: [Section] = []

  /// The geometry of one section, in left-to-right content coordinates.
  struct Section: Hashable, Sendable {
    var itemCount: Int
    var start: Double  // along the scroll axis
    var length: Double
    /// How many items share a line and where they sit across it.
    var columns: FlowColumns
  }

  /// Creates a flow layout.
  public init(scrollDirection: Axis2D = .vertical, itemSize: Size2D = Size2D(width: 50, height: 50))
  {
    self.scrollDirection = scrollDirection
    self.itemSize = itemSize
  }

  /// Computes each section's start, length and line arrangement for the context.
  public mutating func prepare(_ context: LayoutContext) {
    self.context = context
    let main = scrollDirection
    let cross = main.cross
    let filling = lineFilling
    let itemCross = itemSize[cross]
    let columns =
      filling.columns(itemLength: itemCross) ?? filling.packedColumns(itemLength: itemCross)
    // Emptied in place: a new array allocated on every frame that moves the bounds.
    sections.removeAll(keepingCapacity: true)
    sections.reserveCapacity(context.itemCounts.count)
    var position = 0.0
    for section in context.itemCounts.indices {
      let count = context.numberOfItems(inSection: section)
      let lines = ceilingQuotient(count, columns.count)
      let length = filling.length(lineCount: lines, thickness: itemSize[main])
      sections.append(
        Section(itemCount: count, start: position, length: length, columns: columns))
      position += length
    }
  }

  /// Along the scroll axis, the sum of the sections; across it, the bounds minus the content inset.
  public var contentSize: Size2D {
    var size = Size2D.zero
    size[scrollDirection] = (sections.last.map { $0.start + $0.length }) ?? 0
    size[scrollDirection.cross] = lineFilling.lineLength
    return size
  }

  /// The items whose frame meets `rect`, in index-path order.
  ///
  /// - Complexity: O(sections + items in `rect`).
  public func attributes(in rect: Rect2D) -> [LayoutAttributes] {
    if rect.isNull { return [] }
    let query = isMirrored ? mirrored(rect) : rect
    let main = scrollDirection
    let pitch = itemSize[main] + minimumLineSpacing
    var result: [LayoutAttributes] = []
    for (sectionIndex, section) in sections.enumerated() where section.itemCount > 0 {
      let firstLineStart = section.start + sectionInset.leading(main)
      let lines = ceilingQuotient(section.itemCount, section.columns.count)
      let lowerLine = Swift.max(0, floorIndex((query.min(main) - firstLineStart) / pitch) - 1)
      let upperLine = Swift.min(
        lines, Swift.max(0, ceilIndex((query.max(main) - firstLineStart) / pitch) + 1))
      guard lowerLine < upperLine else { continue }
      let firstItem = lowerLine * section.columns.count
      let endItem = Swift.min(section.itemCount, upperLine * section.columns.count)
      for item in firstItem..<endItem {
        let frame = unmirroredFrame(item: item, in: section)
        if frame.intersects(query) {
          result.append(attributes(item: item, section: sectionIndex, frame: frame))
        }
      }
    }
    return result
  }

  /// The item's attributes, or `nil` if it does not exist.
  public func attributes(forItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section),
      (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
    else { return nil }
    let frame = unmirroredFrame(item: indexPath.item, in: sections[indexPath.section])
    return attributes(item: indexPath.item, section: indexPath.section, frame: frame)
  }

  /// `true` when the bounds size changes (lines depend on it), as UIKit's flow layout.
  public func shouldInvalidate(forBoundsChange newBounds: Rect2D) -> Bool {
    newBounds.size != context.bounds.size
  }

  /// With ``snapsToCenter``, the offset that centres the item nearest the centre of the proposed
  /// bounds, kept within the scrollable range (ours: velocity is not used); otherwise `proposed`.
  public func targetContentOffset(proposed: Point2D, velocity: Vector2D) -> SnapDecision {
    guard snapsToCenter, let center = nearestItemCenter(to: proposed) else {
      return SnapDecision(targetContentOffset: proposed)
    }
    let main = scrollDirection
    let range = context.contentOffsetRange(contentSize: contentSize)
    var target = proposed
    let desired = center - context.bounds.size[main] / 2
    target[main] =
      main == .horizontal
      ? clamped(desired, range.x.lowerBound, range.x.upperBound)
      : clamped(desired, range.y.lowerBound, range.y.upperBound)
    return SnapDecision(targetContentOffset: target)
  }
}

// MARK: - Geometry helpers

extension FlowLayout {
  var isMirrored: Bool { context.layoutDirection == .rightToLeft }

  /// The line filling of the prepared context: lines as long as the bounds less the content
  /// inset across the scroll axis.
  var lineFilling: FlowLineFilling {
    let cross = scrollDirection.cross
    return FlowLineFilling(
      scrollDirection: scrollDirection,
      lineLength: context.bounds.size[cross] - context.contentInset.leading(cross)
        - context.contentInset.trailing(cross),
      sectionInset: sectionInset, interitemSpacing: minimumInteritemSpacing,
      lineSpacing: minimumLineSpacing)
  }

  func mirrored(_ rect: Rect2D) -> Rect2D {
    Rect2D(x: contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
  }

  func unmirroredFrame(item: Int, in section: Section) -> Rect2D {
    let main = scrollDirection
    let line = item / section.columns.count
    let column = item % section.columns.count
    var origin = Point2D.zero
    origin[main] = lineFilling.lineStart(
      line, thickness: itemSize[main], sectionStart: section.start)
    origin[main.cross] = section.columns.origin(ofColumn: column)
    return Rect2D(origin: origin, size: itemSize)
  }

  func attributes(item: Int, section: Int, frame: Rect2D) -> LayoutAttributes {
    LayoutAttributes(
      forCellAt: ItemIndexPath(item: item, section: section),
      frame: isMirrored ? mirrored(frame) : frame)
  }

  /// The scroll-axis centre of the item nearest the centre of bounds placed at `offset`.
  func nearestItemCenter(to offset: Point2D) -> Double? {
    let main = scrollDirection
    let flips = isMirrored && main == .horizontal
    let screenCenter = offset[main] + context.bounds.size[main] / 2
    let target = flips ? contentSize.width - screenCenter : screenCenter
    let pitch = itemSize[main] + minimumLineSpacing
    var best: Double?
    for section in sections where section.itemCount > 0 {
      let lines = ceilingQuotient(section.itemCount, section.columns.count)
      let first = section.start + sectionInset.leading(main) + itemSize[main] / 2
      let line = Swift.min(
        lines - 1, Swift.max(0, saturatingInt(((target - first) / pitch).rounded())))
      let center = first + Double(line) * pitch
      if best.map({ abs(center - target) < abs($0 - target) }) ?? true { best = center }
    }
    return flips ? best.map { contentSize.width - $0 } : best
  }
}
