/// Views in rows and columns: each column as wide as its widest cell, each row as tall as its
/// tallest, the space offered shared out as stacks share it.
///
/// ```swift
/// import SwiftUI
///
/// struct Scores: View {
///   var body: some View {
///     Grid(alignment: .leading) {
///       GridRow { Text("Ann"); Text("12") }
///       Color.gray.frame(height: 1)
///       GridRow { Text("Bartholomew"); Text("9") }
///     }
///   }
/// }
/// ```
nonisolated public struct Grid<Content: View>: View {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// A grid of `content`'s rows (`GridRow`s; any other view is a row across every column), its
  /// cells aligned by `alignment`, `horizontalSpacing` and `verticalSpacing` apart (8 pt when
  /// nil, as stacks).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Grid: PrimitiveView {
  func update(_ node: ViewNode) {
    node.layout = TableGridLayout(
      alignment: alignment,
      horizontalSpacing: horizontalSpacing ?? StackedLayout.defaultSpacing,
      verticalSpacing: verticalSpacing ?? StackedLayout.defaultSpacing)
    node.updateChild(key: 0, with: content)
  }
}
