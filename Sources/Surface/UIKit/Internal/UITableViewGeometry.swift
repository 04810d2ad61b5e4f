import CoreGraphics

/// Where a table view's elements lie, top to bottom: the table header, then for each section its
/// header, its rows and its footer, then the table footer, each the table's full width.
///
/// Sections keep their top; rows of a uniform height are found by division, others by binary
/// search on their cumulative tops, so finding the rows in a rect costs O(log n) plus the rows
/// found, never a visit of every row.
struct UITableViewGeometry {
  /// One section's heights, its top in content coordinates.
  struct Section {
    var top: CGFloat = 0
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    var rowCount = 0
    /// Every row's height when ``rowTops`` is nil.
    var uniformRowHeight: CGFloat = 0
    /// The rows' tops from the first row's top, then the rows' total (`rowCount + 1` values);
    /// nil when the rows share ``uniformRowHeight``.
    var rowTops: [CGFloat]?

    var rowsTop: CGFloat { top + headerHeight }
    var rowsHeight: CGFloat { rowTops?.last ?? uniformRowHeight * CGFloat(rowCount) }
    var footerTop: CGFloat { rowsTop + rowsHeight }
    var bottom: CGFloat { footerTop + footerHeight }

    /// The top of `row` from the first row's top.
    func rowOffset(_ row: Int) -> CGFloat {
      if let rowTops { return rowTops[row] }
      return uniformRowHeight * CGFloat(row)
    }

    func rowHeight(_ row: Int) -> CGFloat {
      if let rowTops { return rowTops[row + 1] - rowTops[row] }
      return uniformRowHeight
    }

    /// The last row whose top is at or above `offset` (from the first row's top), within
    /// `0..<rowCount`; `rowCount` must be positive.
    func row(atOffset offset: CGFloat) -> Int {
      guard offset > 0 else { return 0 }
      if let rowTops {
        var low = 0
        var high = rowCount - 1
        while low < high {
          let middle = (low + high + 1) / 2
          if rowTops[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
      }
      guard uniformRowHeight > 0 else { return rowCount - 1 }
      // The quotient is finite and positive here; compared before converting, so it cannot trap.
      let quotient = (offset / uniformRowHeight).rounded(.down)
      return quotient >= CGFloat(rowCount - 1) ? rowCount - 1 : Int(quotient)
    }
  }

  var tableHeaderHeight: CGFloat = 0
  var tableFooterHeight: CGFloat = 0
  var sections: [Section] = []

  /// The table footer's top.
  var footerTop: CGFloat { sections.last?.bottom ?? tableHeaderHeight }
  /// The content height: every element stacked.
  var height: CGFloat { footerTop + tableFooterHeight }

  func rowExists(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && (0..<sections[indexPath.section].rowCount).contains(indexPath.row)
  }

  /// The row's rect, `width` wide; the row must exist.
  func rowRect(_ indexPath: IndexPath, width: CGFloat) -> CGRect {
    let section = sections[indexPath.section]
    return CGRect(
      x: 0, y: section.rowsTop + section.rowOffset(indexPath.row), width: width,
      height: section.rowHeight(indexPath.row))
  }

  /// The last section whose top is at or above `y` (0 above the first).
  func section(at y: CGFloat) -> Int {
    var low = 0
    var high = sections.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sections[middle].top <= y { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The row whose rect contains `y` (tops inclusive, bottoms exclusive), if any.
  func indexPathForRow(at y: CGFloat) -> IndexPath? {
    guard !sections.isEmpty, y.isFinite else { return nil }
    let index = section(at: y)
    let section = sections[index]
    guard section.rowCount > 0, y >= section.rowsTop, y < section.footerTop else { return nil }
    // The last row whose top is at or above y: of zero-height rows sharing a top with the next
    // row, the one with height wins.
    return IndexPath(row: section.row(atOffset: y - section.rowsTop), section: index)
  }

  /// The top of section `index`'s header when headers float (the plain style): pinned at
  /// `visibleTop` while its section passes beneath, pushed up by the section's end, never below
  /// its own place.
  func floatingHeaderTop(_ index: Int, visibleTop: CGFloat) -> CGFloat {
    let section = sections[index]
    let pinned = min(max(section.top, visibleTop), section.bottom - section.headerHeight)
    return max(pinned, section.top)
  }

  /// The elements that meet the open band `minY..<maxY` with a positive height, in order, after
  /// visiting at most `limit` elements; `isCut` says whether more were left out.
  func elements(from minY: CGFloat, to maxY: CGFloat, limit: Int)
    -> (rows: [IndexPath], headers: [Int], footers: [Int], isCut: Bool)
  {
    var rows: [IndexPath] = []
    var headers: [Int] = []
    var footers: [Int] = []
    guard !sections.isEmpty, minY.isFinite, maxY.isFinite, minY < maxY else {
      return (rows, headers, footers, false)
    }
    func meets(_ top: CGFloat, _ height: CGFloat) -> Bool {
      height > 0 && top < maxY && top + height > minY
    }
    var count = 0
    var index = section(at: minY)
    while index < sections.count, sections[index].top < maxY {
      let section = sections[index]
      if meets(section.top, section.headerHeight) {
        guard count < limit else { return (rows, headers, footers, true) }
        headers.append(index)
        count += 1
      }
      if section.rowCount > 0, meets(section.rowsTop, section.rowsHeight) {
        var row = section.row(atOffset: minY - section.rowsTop)
        while row < section.rowCount, section.rowsTop + section.rowOffset(row) < maxY {
          // Every row visited counts, zero-height ones too: a run of them is bounded as well.
          guard count < limit else { return (rows, headers, footers, true) }
          count += 1
          if meets(section.rowsTop + section.rowOffset(row), section.rowHeight(row)) {
            rows.append(IndexPath(row: row, section: index))
          }
          row += 1
        }
      }
      if meets(section.footerTop, section.footerHeight) {
        guard count < limit else { return (rows, headers, footers, true) }
        footers.append(index)
        count += 1
      }
      index += 1
    }
    return (rows, headers, footers, false)
  }
}
