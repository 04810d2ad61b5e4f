/// `Grid`'s layout as a ``Layout`` value: `GridRow`s of cells in shared columns, for an
/// `AnyLayout` that switches between a grid and a stack.
///
/// ```swift
/// import SwiftUI
///
/// struct Scores: View {
///   var isCompact: Bool
///   var body: some View {
///     let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(GridLayout())
///     layout {
///       GridRow { Text("Ann"); Text("12") }
///       GridRow { Text("Bartholomew"); Text("9") }
///     }
///   }
/// }
/// ```
public struct GridLayout: Layout {
  /// How the cells sit in their cells.
  public var alignment: Alignment
  /// The spacing between columns; nil for 8 pt, as `Grid`.
  public var horizontalSpacing: CGFloat?
  /// The spacing between rows; nil for 8 pt, as `Grid`.
  public var verticalSpacing: CGFloat?

  /// A grid whose cells are aligned by `alignment`, `horizontalSpacing` and `verticalSpacing`
  /// apart.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// The grid's size, as `Grid` chooses it.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    grid.size(of: subviews.nodes, for: proposal, in: subviews.first?.node.parentLayoutNode)
  }

  /// Places the rows and their cells as `Grid` does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    subviews.placeAll {
      let nodes = subviews.nodes
      grid.place(
        nodes, in: bounds.size, rightToLeft: subviews.layoutDirection == .rightToLeft,
        in: nodes.first?.parentLayoutNode)
      // The grid places in its own coordinates: moved to the bounds given.
      guard bounds.origin != .zero else { return }
      for node in nodes { node.place(in: node.frame.offsetBy(dx: bounds.minX, dy: bounds.minY)) }
    }
  }

  private var grid: TableGridLayout {
    TableGridLayout(
      alignment: alignment,
      horizontalSpacing: horizontalSpacing ?? StackedLayout.defaultSpacing,
      verticalSpacing: verticalSpacing ?? StackedLayout.defaultSpacing)
  }
}
