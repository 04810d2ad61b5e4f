/// One row of a ``Grid``: each of its views is a cell, in the next column.
///
/// Outside a grid, the row lays its views out as an `HStack` does (ours).
nonisolated public struct GridRow<Content: View>: View {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row of `content`'s cells, aligned vertically by `alignment` (nil: the grid's).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension GridRow: PrimitiveView {
  func update(_ node: ViewNode) {
    node.layout = GridRowLayout(alignment: alignment)
    node.updateChild(key: 0, with: content)
  }
}

nonisolated extension View {
  /// This view, as a cell of a ``Grid``, across `count` columns (at least 1).
  public func gridCellColumns(_ count: Int) -> some View {
    layoutValue(key: GridCellColumns.self, value: count)
  }
}

/// How many columns a grid cell spans.
struct GridCellColumns: LayoutValueKey { static let defaultValue = 1 }

nonisolated extension View {
  /// This view's column in a ``Grid``, its cells aligned horizontally by `guide`; where several
  /// cells of a column ask, the first in row order decides (ours).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    layoutValue(key: GridColumnAlignment.self, value: guide)
  }

  /// This view, as a cell of a ``Grid``, placed so that its `anchor` point lies on the same
  /// point of its cell, in place of the grid's, row's and column's alignments.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    layoutValue(key: GridCellAnchor.self, value: anchor)
  }

  /// This view, as a cell of a ``Grid``, sizing neither its column (`.horizontal`) nor its row
  /// (`.vertical`): a `Divider` or a `Color` takes the size the other cells need.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    layoutValue(key: GridCellUnsizedAxes.self, value: axes)
  }
}

/// The horizontal alignment a grid cell asks for its column.
struct GridColumnAlignment: LayoutValueKey {
  static let defaultValue: HorizontalAlignment? = nil
}

/// The anchor a grid cell is placed by.
struct GridCellAnchor: LayoutValueKey { static let defaultValue: UnitPoint? = nil }

/// The axes on which a grid cell sizes nothing.
struct GridCellUnsizedAxes: LayoutValueKey { static let defaultValue: Axis.Set = [] }

/// A `GridRow`'s node: the grid lays its cells out; outside a grid, a row as `HStack`'s.
struct GridRowLayout: NodeLayout {
  let alignment: VerticalAlignment?

  private var stack: StackedLayout {
    StackedLayout(axis: .horizontal, alignment: .vertical(alignment ?? .center))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    stack.sizeThatFits(proposal, node: node)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    // In a grid, the grid placed the cells already.
    guard node.parentLayoutNode?.layout.arrangesGridRows != true else { return }
    stack.placeChildren(in: size, node: node)
  }
}

extension ViewNode {
  /// The nearest ancestor that lays the node out.
  var parentLayoutNode: ViewNode? {
    var node = parent
    while let current = node, current.role != .view { node = current.parent }
    return node
  }
}
