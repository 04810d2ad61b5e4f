/// One prepared section of a flow layout: its header, items and footer attributes and where it
/// starts and ends along the scroll axis.
struct UICollectionViewFlowSection {
  /// What the layout or its delegate says about a section.
  struct Metrics {
    var itemSizes: [CGSize]
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
  }

  var header: UICollectionViewLayoutAttributes?
  var items: [UICollectionViewLayoutAttributes] = []
  var footer: UICollectionViewLayoutAttributes?
  /// Where the header starts along the scroll axis (the section's start).
  var headerStart: CGFloat = 0
  /// Where the top (leading) inset starts: just after the header.
  var bodyStart: CGFloat = 0
  /// Where the bottom (trailing) inset ends: just before the footer.
  var bodyEnd: CGFloat = 0
  /// Where the footer starts.
  var footerStart: CGFloat = 0
  /// Where the section ends (after the footer).
  var end: CGFloat = 0
  /// The lines along the scroll axis, to find the items a rect meets without visiting them all.
  var lineIndex = UICollectionViewFlowLineIndex()

  /// Lines wider than this many items are placed with the least spacing instead of justified
  /// columns (ours: only zero-sized items with zero spacing get near it).
  private static let maximumColumns = 100_000

  typealias MakeAttributes = (UICollectionView.ElementCategory, String?, IndexPath) ->
    UICollectionViewLayoutAttributes

  /// Places section `section` starting at `start`, `crossExtent` wide across the scroll axis.
  static func build(
    section: Int, start: CGFloat, crossExtent: CGFloat, metrics: Metrics,
    geometry: UICollectionViewFlowGeometry, makeAttributes: MakeAttributes
  ) -> UICollectionViewFlowSection {
    var result = UICollectionViewFlowSection()
    var position = start
    result.headerStart = start
    let sectionPath = IndexPath(item: 0, section: section)
    let headerLength = finiteOrZero(geometry.main(metrics.headerSize))
    if headerLength > 0 {
      let header = makeAttributes(
        .supplementaryView, UICollectionView.elementKindSectionHeader, sectionPath)
      header.frame = geometry.rect(
        main: position, cross: 0, mainLength: headerLength, crossLength: crossExtent)
      result.header = header
      position += headerLength
    }
    result.bodyStart = position
    let mainInsets = geometry.mainInsets(metrics.inset)
    let crossInsets = geometry.crossInsets(metrics.inset)
    position += finiteOrZero(mainInsets.leading)
    let crossStart = finiteOrZero(crossInsets.leading)
    let available = crossExtent - crossStart - finiteOrZero(crossInsets.trailing)
    let spacing = max(0, finiteOrZero(metrics.interitemSpacing))
    let lineSpacing = finiteOrZero(metrics.lineSpacing)
    let sizes = metrics.itemSizes
    let lines = Self.lines(of: sizes, available: available, spacing: spacing, geometry: geometry)
    let isUniform = sizes.dropFirst().allSatisfy { $0 == sizes.first }
    result.items.reserveCapacity(sizes.count)
    for (lineIndex, line) in lines.enumerated() {
      let thickness = line.map { geometry.main(sizes[$0]) }.max() ?? 0
      let crossOrigins = Self.crossOrigins(
        of: line.map { geometry.cross(sizes[$0]) }, isLastLine: lineIndex == lines.count - 1,
        isUniform: isUniform, available: available, spacing: spacing)
      for (slot, item) in line.enumerated() {
        let size = sizes[item]
        let attributes = makeAttributes(.cell, nil, IndexPath(item: item, section: section))
        attributes.frame = geometry.rect(
          main: position + (thickness - geometry.main(size)) / 2,
          cross: crossStart + crossOrigins[slot], mainLength: geometry.main(size),
          crossLength: geometry.cross(size))
        result.items.append(attributes)
      }
      result.lineIndex.append(
        firstItem: line.first ?? result.items.count, start: position, end: position + thickness)
      position += thickness
      if lineIndex < lines.count - 1 { position += lineSpacing }
    }
    result.lineIndex.finish(itemCount: result.items.count)
    position += finiteOrZero(mainInsets.trailing)
    result.bodyEnd = position
    result.footerStart = position
    let footerLength = finiteOrZero(geometry.main(metrics.footerSize))
    if footerLength > 0 {
      let footer = makeAttributes(
        .supplementaryView, UICollectionView.elementKindSectionFooter, sectionPath)
      footer.frame = geometry.rect(
        main: position, cross: 0, mainLength: footerLength, crossLength: crossExtent)
      result.footer = footer
      position += footerLength
    }
    result.end = position
    return result
  }

  /// The items of each line, filled greedily: an item joins a line if it fits after `spacing`;
  /// a line's first item always joins.
  static func lines(
    of sizes: [CGSize], available: CGFloat, spacing: CGFloat,
    geometry: UICollectionViewFlowGeometry
  ) -> [[Int]] {
    var lines: [[Int]] = []
    var current: [Int] = []
    var used: CGFloat = 0
    for (item, size) in sizes.enumerated() {
      let length = finiteOrZero(geometry.cross(size))
      if current.isEmpty {
        current = [item]
        used = length
      } else if used + spacing + length <= available {
        current.append(item)
        used += spacing + length
      } else {
        lines.append(current)
        current = [item]
        used = length
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// Where each item of a line starts across it, from the section's leading inset.
  static func crossOrigins(
    of lengths: [CGFloat], isLastLine: Bool, isUniform: Bool, available: CGFloat,
    spacing: CGFloat
  ) -> [CGFloat] {
    let lengths = lengths.map(finiteOrZero)
    guard let first = lengths.first else { return [] }
    if isLastLine {
      guard isUniform else { return packed(lengths, spacing: spacing) }
      // A full line's columns: as many items as fit, justified.
      let columns = columnsThatFit(length: first, available: available, spacing: spacing)
      guard let columns else { return packed(lengths, spacing: spacing) }
      if columns <= 1 {
        return lengths.count == 1
          ? [centred(first, in: available)] : packed(lengths, spacing: spacing)
      }
      let gap = (available - CGFloat(columns) * first) / CGFloat(columns - 1)
      return lengths.indices.map { CGFloat($0) * (first + gap) }
    }
    if lengths.count == 1 { return [centred(first, in: available)] }
    let gap = (available - lengths.reduce(0, +)) / CGFloat(lengths.count - 1)
    var origins: [CGFloat] = []
    var position: CGFloat = 0
    for length in lengths {
      origins.append(position)
      position += length + gap
    }
    return origins
  }

  /// The items one after another, `spacing` apart.
  private static func packed(_ lengths: [CGFloat], spacing: CGFloat) -> [CGFloat] {
    var origins: [CGFloat] = []
    var position: CGFloat = 0
    for length in lengths {
      origins.append(position)
      position += length + spacing
    }
    return origins
  }

  /// An item alone on its line sits in the middle; one wider than the line starts at the inset
  /// (ours: UIKit only logs that the layout is undefined then).
  private static func centred(_ length: CGFloat, in available: CGFloat) -> CGFloat {
    length > available ? 0 : (available - length) / 2
  }

  /// How many items of `length` fit in `available` with `spacing` between them (at least one),
  /// or nil when that is unbounded or beyond ``maximumColumns``.
  private static func columnsThatFit(length: CGFloat, available: CGFloat, spacing: CGFloat)
    -> Int?
  {
    let pitch = length + spacing
    guard pitch > 0 else { return nil }
    let count = ((available + spacing) / pitch).rounded(.down)
    guard count.isFinite, count < CGFloat(maximumColumns) else { return nil }
    return max(1, Int(count))
  }
}
