/// Views in rows, column after column: the rows sized from grid items, each column as wide as
/// its widest view.
///
/// ```swift
/// import SwiftUI
///
/// struct Shelf: View {
///   var body: some View {
///     ScrollView(.horizontal) {
///       LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))]) {
///         ForEach(0..<20) { _ in Color.gray.frame(width: 60) }
///       }
///     }
///   }
/// }
/// ```
nonisolated public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A grid of `rows` holding `content`, its rows aligned by `alignment` and its columns
  /// `spacing` apart (8 pt when nil); `pinnedViews` is inert.
  ///
  /// Every view is built and measured at once: the grid is not lazy on the surface.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension LazyHGrid: PrimitiveView {
  func update(_ node: ViewNode) {
    LazyGridLayout(
      axis: .horizontal, items: rows, alignment: alignment.fraction, spacing: spacing,
      call: "init(rows:alignment:spacing:pinnedViews:content:)"
    ).update(node, content: content)
  }
}
