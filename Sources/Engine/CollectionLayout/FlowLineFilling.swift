import TouchCore

/// How a flow layout fills one section: items join a line across the scroll axis while they
/// fit, lines stack along it, and the section's insets surround them.
///
/// The one placement rule of ``FlowLayout`` and of the UIKit surface's
/// `UICollectionViewFlowLayout`: one engine, two front ends. A section whose items share one
/// size is a grid, placed in closed form by ``columns(itemLength:)`` and
/// ``lineStart(_:thickness:sectionStart:)``, so ``FlowLayout`` finds any item's frame without
/// visiting the others; ``arrangement(of:start:)`` places a section item by item, and gives a
/// grid those same numbers, bit for bit.
///
/// Placement (UIKit's, as observed and as open reimplementations of it record):
/// - Lines are filled greedily: an item joins the line if it fits with ``interitemSpacing``
///   before it; the first item of a line always joins.
/// - A line that is not the section's last, with two or more items, is justified: the free space
///   is divided equally between its gaps, so its first and last items touch the insets.
/// - A line with one item, when that item is the only one that fits, is centred across the
///   line; one longer than the line starts at the leading inset (ours: UIKit only logs that the
///   layout is undefined then).
/// - The last line of a section whose items all have one size keeps the columns of a full line
///   (its items sit where a full line's would). When the items' sizes differ, the last line is
///   left-aligned with ``interitemSpacing`` (UIKit's behaviour since iOS 6, as recorded in radar
///   20825965).
/// - Items shorter than their line are centred along the scroll axis within it.
///
/// Lengths are in points, in left-to-right coordinates; mirroring is the front end's.
///
/// ```swift
/// let filling = FlowLineFilling(
///   scrollDirection: .vertical, lineLength: 393, sectionInset: Insets(left: 16, right: 16),
///   interitemSpacing: 10, lineSpacing: 10)
/// let columns = filling.columns(itemLength: 100)  // 3 columns, at x = 16, 146.5 and 277
/// ```
package struct FlowLineFilling: Hashable, Sendable {
  /// The scroll axis: lines stack along it, items fill them across it.
  package var scrollDirection: Axis2D
  /// A line's extent across the scroll axis, the section's insets included, in points.
  package var lineLength: Double
  /// The section's insets, in points.
  package var sectionInset: Insets
  /// The least spacing between items of one line, in points.
  package var interitemSpacing: Double
  /// The spacing between lines, in points.
  package var lineSpacing: Double

  /// Lines wider than this many items are placed with the least spacing instead of justified
  /// columns (ours: only items and spacing of thousandths of a point get near it).
  static let maximumColumns = 100_000

  /// Creates the filling of a section.
  package init(
    scrollDirection: Axis2D, lineLength: Double, sectionInset: Insets, interitemSpacing: Double,
    lineSpacing: Double
  ) {
    self.scrollDirection = scrollDirection
    self.lineLength = lineLength
    self.sectionInset = sectionInset
    self.interitemSpacing = interitemSpacing
    self.lineSpacing = lineSpacing
  }

  /// The extent across the scroll axis that a line's items share: the line less the section's
  /// insets across it, in points.
  package var available: Double {
    let cross = scrollDirection.cross
    return lineLength - sectionInset.leading(cross) - sectionInset.trailing(cross)
  }

  // MARK: - A grid: every item one size

  /// The columns of items `itemLength` points across: as many as fit with ``interitemSpacing``
  /// between them (at least one), justified, or centred when only one fits.
  ///
  /// - Returns: `nil` when no count bounds them: items and spacing with no extent together, or
  ///   more than ``maximumColumns`` to a line.
  package func columns(itemLength: Double) -> FlowColumns? {
    let pitch = itemLength + interitemSpacing
    guard pitch > 0 else { return nil }
    let available = self.available
    let fit = ((available + interitemSpacing) / pitch).rounded(.down)
    guard fit.isFinite, fit < Double(Self.maximumColumns) else { return nil }
    let leading = sectionInset.leading(scrollDirection.cross)
    let count = Swift.max(1, saturatingInt(fit))
    if count == 1 {
      return FlowColumns(
        count: 1, origin: leading + centred(itemLength, in: available), pitch: 0)
    }
    let gap = (available - Double(count) * itemLength) / Double(count - 1)
    return FlowColumns(count: count, origin: leading, pitch: itemLength + gap)
  }

  /// Items one after another from the leading inset, ``interitemSpacing`` apart, as many to a
  /// line as fit, or all on one line when items and spacing have no extent together: the grid
  /// ``FlowLayout`` uses where ``columns(itemLength:)`` finds no count (ours).
  package func packedColumns(itemLength: Double) -> FlowColumns {
    let pitch = itemLength + interitemSpacing
    let fit = ((available + interitemSpacing) / pitch).rounded(.down)
    let count = pitch > 0 && fit.isFinite ? Swift.max(1, saturatingInt(fit)) : 1 << 62
    return FlowColumns(
      count: count, origin: sectionInset.leading(scrollDirection.cross), pitch: pitch)
  }

  /// Where line `line` of a grid starts along the scroll axis, in points: after the section's
  /// start and leading inset, `line` lines `thickness` thick and their spacing.
  package func lineStart(_ line: Int, thickness: Double, sectionStart: Double) -> Double {
    sectionStart + sectionInset.leading(scrollDirection) + Double(line) * (thickness + lineSpacing)
  }

  /// The extent along the scroll axis of a grid section of `lineCount` lines `thickness` thick,
  /// its insets included, in points.
  package func length(lineCount: Int, thickness: Double) -> Double {
    let main = scrollDirection
    let body =
      lineCount == 0 ? 0 : Double(lineCount) * thickness + Double(lineCount - 1) * lineSpacing
    return sectionInset.leading(main) + body + sectionInset.trailing(main)
  }

  // MARK: - Any sizes

  /// Places items of `sizes` in a section that starts at `start` along the scroll axis.
  ///
  /// Items of one size with finite extents are placed as the grid of ``columns(itemLength:)``;
  /// others line by line. A non-finite extent across counts as zero when lines are filled.
  ///
  /// - Complexity: O(`sizes.count`).
  package func arrangement(of sizes: [Size2D], start: Double) -> FlowArrangement {
    let cross = scrollDirection.cross
    if let first = sizes.first, first[scrollDirection].isFinite,
      sizes.dropFirst().allSatisfy({ $0 == first }),
      let columns = columns(itemLength: finiteOrZero(first[cross]))
    {
      return grid(itemCount: sizes.count, thickness: first[scrollDirection], columns, start: start)
    }
    return lineByLineArrangement(of: sizes, start: start)
  }

  /// A grid section of `itemCount` items, line by line in closed form.
  private func grid(itemCount: Int, thickness: Double, _ columns: FlowColumns, start: Double)
    -> FlowArrangement
  {
    var result = FlowArrangement()
    let lineCount = ceilingQuotient(itemCount, columns.count)
    result.lines.reserveCapacity(lineCount)
    result.origins.reserveCapacity(itemCount)
    for line in 0..<lineCount {
      let lineStart = self.lineStart(line, thickness: thickness, sectionStart: start)
      let items = line * columns.count..<Swift.min(itemCount, (line + 1) * columns.count)
      for item in items {
        result.origins.append(
          FlowArrangement.Origin(
            main: lineStart, cross: columns.origin(ofColumn: item - items.lowerBound)))
      }
      result.lines.append(
        FlowArrangement.Line(items: items, start: lineStart, thickness: thickness))
    }
    result.end = start + length(lineCount: lineCount, thickness: thickness)
    return result
  }

  /// An item alone on its line sits in the middle; one longer than the line starts at the
  /// inset.
  func centred(_ length: Double, in available: Double) -> Double {
    length > available ? 0 : (available - length) / 2
  }
}
