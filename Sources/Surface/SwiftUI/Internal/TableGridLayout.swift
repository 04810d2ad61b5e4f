/// `Grid`: rows of cells in shared columns.
///
/// Each column is as wide as its widest one-column cell and each row as tall as its tallest cell
/// (Apple's `Grid` overview); with a length offered, columns (rows) share it out as a stack's
/// views do, least flexible first, equal shares of what is left after the spacing.
///
/// A view that is not a `GridRow` is a row across every column; a cell across several columns
/// (`gridCellColumns`) takes their widths and the spacing between them, and does not widen them
/// (ours). A cell's column alignment (`gridColumnAlignment`, the first in row order) and anchor
/// (`gridCellAnchor`) place it in its cell; on its unsized axes (`gridCellUnsizedAxes`) it sizes
/// neither its column nor its row (Apple).
///
/// `Grid`'s node and `GridLayout` share it: the first passes its layout children, the second its
/// subviews' nodes.
struct TableGridLayout: NodeLayout {
  /// The most columns a grid has (ours: a cell given a huge span would make them without end).
  static let maximumColumns = 1_000

  let alignment: Alignment
  let horizontalSpacing: CGFloat
  let verticalSpacing: CGFloat

  /// A cell: its node, its first column and how many it spans, and the axes it sizes nothing on.
  struct Cell {
    let node: ViewNode
    let column: Int
    let span: Int
    let unsizedAxes: Axis.Set
  }

  /// A row: its node, its cells, and its vertical alignment.
  struct Row {
    let node: ViewNode
    let cells: [Cell]
    let alignment: VerticalAlignment?
    /// Whether the row is one view across every column.
    let isWhole: Bool
    /// A whole row's axes on which it sizes nothing (`gridCellUnsizedAxes`).
    var unsizedAxes: Axis.Set = []
    /// Cells past the last column the grid makes: not shown.
    var dropped: [ViewNode] = []
  }

  /// The grid's columns' widths and rows' heights for `proposal`.
  struct Plan {
    var columns: [CGFloat]
    var rows: [CGFloat]
    var width: CGFloat
  }

  var arrangesGridRows: Bool { true }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    size(of: node.layoutChildren, for: proposal, in: node)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    place(node.layoutChildren, in: size, rightToLeft: node.isRightToLeft, in: node)
  }

  /// The grid's size for `proposal`, its rows `children`; problems are reported on `grid`.
  func size(of children: [ViewNode], for proposal: ProposedViewSize, in grid: ViewNode?)
    -> CGSize
  {
    let plan = plan(for: proposal, rows: rows(of: children, in: grid))
    return CGSize(width: plan.width, height: Self.total(plan.rows, spacing: verticalSpacing))
  }

  /// Places the rows `children` and their cells in a grid of `size`.
  func place(_ children: [ViewNode], in size: CGSize, rightToLeft: Bool, in grid: ViewNode?) {
    let rows = rows(of: children, in: grid)
    let plan = plan(for: ProposedViewSize(size), rows: rows)
    let columnAlignments = columnAlignments(count: plan.columns.count, rows: rows)
    var columnStarts: [CGFloat] = []
    var x: CGFloat = 0
    for width in plan.columns {
      columnStarts.append(x)
      x += width + horizontalSpacing
    }
    var y: CGFloat = 0
    // Right to left, the columns run from the right and cells align mirrored (Apple,
    // "LayoutDirection": SwiftUI "horizontally flips the x position of each view within its
    // parent").
    for (row, height) in zip(rows, plan.rows) {
      let rowRect = CGRect(x: 0, y: y, width: plan.width, height: height)
      let cellAlignment = Alignment(
        horizontal: alignment.horizontal, vertical: row.alignment ?? alignment.vertical)
      if row.isWhole {
        row.node.place(
          in: cellAlignment.place(
            row.node.sizeThatFits(ProposedViewSize(rowRect.size)), in: rowRect
          ).mirrored(in: rowRect, rightToLeft: rightToLeft))
      } else {
        row.node.place(in: rowRect)
        for node in row.dropped { node.place(in: .zero) }
        for cell in row.cells {
          let width = cellWidth(cell, columns: plan.columns)
          let rect = CGRect(
            x: columnStarts.indices.contains(cell.column) ? columnStarts[cell.column] : 0, y: 0,
            width: width, height: height)
          let own = cell.node.sizeThatFits(ProposedViewSize(rect.size))
          let placed: CGRect
          // Read here, not with the cell: only placement needs it, and sizing reads every cell.
          if let anchor = cell.node.layoutValue(for: GridCellAnchor.self) ?? nil {
            // The anchor's point of the view on the same point of the cell (Apple,
            // "gridCellAnchor(_:)").
            placed = CGRect(
              x: rect.minX + anchor.x * (rect.width - own.width),
              y: rect.minY + anchor.y * (rect.height - own.height), width: own.width,
              height: own.height)
          } else {
            let horizontal =
              columnAlignments.indices.contains(cell.column)
              ? columnAlignments[cell.column] ?? cellAlignment.horizontal
              : cellAlignment.horizontal
            placed = Alignment(horizontal: horizontal, vertical: cellAlignment.vertical).place(
              own, in: rect)
          }
          cell.node.place(in: placed.mirrored(in: rowRect, rightToLeft: rightToLeft))
        }
      }
      y += height + verticalSpacing
    }
  }

  // MARK: - Rows and columns

  /// The grid's rows: each `GridRow`'s cells in columns, each other view a whole row.
  private func rows(of children: [ViewNode], in grid: ViewNode?) -> [Row] {
    children.map { child in
      guard let rowLayout = child.layout as? GridRowLayout else {
        return Row(
          node: child, cells: [], alignment: nil, isWhole: true,
          unsizedAxes: child.layoutValue(for: GridCellUnsizedAxes.self) ?? [])
      }
      var column = 0
      var cells: [Cell] = []
      var dropped: [ViewNode] = []
      for cellNode in child.layoutChildren {
        let span = min(
          max(cellNode.layoutValue(for: GridCellColumns.self) ?? 1, 1), Self.maximumColumns)
        guard column + span <= Self.maximumColumns else {
          let reported = grid ?? cellNode
          reported.graph.report(
            reported, call: "gridCellColumns(_:)",
            "its cells span more than \(Self.maximumColumns) columns; the cells past them are "
              + "not shown")
          dropped.append(cellNode)
          continue
        }
        cells.append(
          Cell(
            node: cellNode, column: column, span: span,
            unsizedAxes: cellNode.layoutValue(for: GridCellUnsizedAxes.self) ?? []))
        column += span
      }
      return Row(
        node: child, cells: cells, alignment: rowLayout.alignment, isWhole: false,
        dropped: dropped)
    }
  }

  private func plan(for proposal: ProposedViewSize, rows: [Row]) -> Plan {
    let count = rows.map { row in row.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0
    let columns = columnWidths(count: count, rows: rows, offered: proposal.width)
    let columnsWidth = Self.total(columns, spacing: horizontalSpacing)
    // Whole rows are offered the columns' width (the proposal when there are no columns).
    let wholeWidth = count > 0 ? columnsWidth : proposal.width
    let wholeWidths = rows.filter { $0.isWhole && !$0.unsizedAxes.contains(.horizontal) }.map {
      $0.node.sizeThatFits(ProposedViewSize(width: wholeWidth, height: nil)).width
    }
    let width = max(count > 0 ? columnsWidth : 0, wholeWidths.max() ?? 0)
    let heights = rowHeights(
      rows: rows, columns: columns, wholeWidth: wholeWidth, offered: proposal.height)
    return Plan(columns: columns, rows: heights, width: width)
  }

  /// Each column's width: its widest one-column cell's, for an equal share of what is left.
  private func columnWidths(count: Int, rows: [Row], offered: CGFloat?) -> [CGFloat] {
    var cellsByColumn = [[ViewNode]](repeating: [], count: count)
    for row in rows {
      for cell in row.cells where cell.span == 1 && !cell.unsizedAxes.contains(.horizontal) {
        cellsByColumn[cell.column].append(cell.node)
      }
    }
    return Self.share(offered, spacing: horizontalSpacing, among: count) { column, width in
      cellsByColumn[column].map {
        $0.sizeThatFits(ProposedViewSize(width: width, height: nil)).width
      }
      .max() ?? 0
    }
  }

  /// Each row's height: its tallest cell's, for its cells' widths and an equal share of what is
  /// left.
  private func rowHeights(rows: [Row], columns: [CGFloat], wholeWidth: CGFloat?, offered: CGFloat?)
    -> [CGFloat]
  {
    Self.share(offered, spacing: verticalSpacing, among: rows.count) { index, height in
      let row = rows[index]
      if row.isWhole {
        guard !row.unsizedAxes.contains(.vertical) else { return 0 }
        return row.node.sizeThatFits(ProposedViewSize(width: wholeWidth, height: height)).height
      }
      return row.cells.filter { !$0.unsizedAxes.contains(.vertical) }.map { cell in
        cell.node.sizeThatFits(
          ProposedViewSize(width: cellWidth(cell, columns: columns), height: height)
        ).height
      }.max() ?? 0
    }
  }

  /// Each column's alignment, where a cell in it asked for one: the first in row order.
  private func columnAlignments(count: Int, rows: [Row]) -> [HorizontalAlignment?] {
    var alignments = [HorizontalAlignment?](repeating: nil, count: count)
    for row in rows {
      for cell in row.cells where cell.column < count && alignments[cell.column] == nil {
        alignments[cell.column] = cell.node.layoutValue(for: GridColumnAlignment.self) ?? nil
      }
    }
    return alignments
  }

  private func cellWidth(_ cell: Cell, columns: [CGFloat]) -> CGFloat {
    let end = min(cell.column + cell.span, columns.count)
    guard cell.column < end else { return 0 }
    return columns[cell.column..<end].reduce(0, +) + CGFloat(end - cell.column - 1)
      * horizontalSpacing
  }

  /// `count` lengths sharing `offered` (less the spacing) as a stack shares it: least flexible
  /// first (by `length(index, 0)` to `length(index, ∞)`), each offered an equal share of what is
  /// left; with nothing offered, each its ideal.
  private static func share(
    _ offered: CGFloat?, spacing: CGFloat, among count: Int,
    length: (Int, CGFloat?) -> CGFloat
  ) -> [CGFloat] {
    guard let offered else { return (0..<count).map { length($0, nil) } }
    let flexibility = (0..<count).map { length($0, .infinity) - length($0, 0) }
    let order = (0..<count).sorted {
      flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1
    }
    var remaining = max(offered - spacing * CGFloat(max(count - 1, 0)), 0)
    var lengths = [CGFloat](repeating: 0, count: count)
    for (position, index) in order.enumerated() {
      let chosen = length(index, remaining / CGFloat(count - position))
      lengths[index] = chosen
      remaining = max(remaining - chosen, 0)
    }
    return lengths
  }

  private static func total(_ lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
    lengths.reduce(0, +) + spacing * CGFloat(max(lengths.count - 1, 0))
  }
}
