/// Views in columns, row after row: the columns sized from grid items, each row as tall as its
/// tallest view.
///
/// ```swift
/// import SwiftUI
///
/// struct Photos: View {
///   var body: some View {
///     ScrollView {
///       LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///         ForEach(0..<30) { _ in Color.gray.frame(height: 80) }
///       }
///     }
///   }
/// }
/// ```
nonisolated public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A grid of `columns` holding `content`, its columns aligned by `alignment` and its rows
  /// `spacing` apart (8 pt when nil); `pinnedViews` is inert.
  ///
  /// Every view is built and measured at once: the grid is not lazy on the surface.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension LazyVGrid: PrimitiveView {
  func update(_ node: ViewNode) {
    LazyGridLayout(
      axis: .vertical, items: columns, alignment: alignment.fraction, spacing: spacing,
      call: "init(columns:alignment:spacing:pinnedViews:content:)"
    ).update(node, content: content)
  }
}
