/// Several items of a view's toolbar, at one placement: in a navigation stack, laid out in a
/// row and hit in the navigation bar (not drawn); at other placements, not shown.
///
/// ```swift
/// import SwiftUI
///
/// struct Editor: View {
///   var body: some View {
///     Text("Draft")
///       .toolbar {
///         ToolbarItemGroup(placement: .bottomBar) {
///           Button("Bold") {}
///           Button("Italic") {}
///         }
///       }
///   }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  /// Where the items go in the toolbar.
  let placement: ToolbarItemPlacement
  /// The items' views.
  let content: Content

  /// A group of the views `content` makes, at `placement`.
  ///
  /// - Parameters:
  ///   - placement: where the items go in the toolbar.
  ///   - content: the items' views.
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  /// Never evaluated: the surface reads the group itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
  var toolbarEntries: [ToolbarEntry] {
    [ToolbarEntry(placement: placement, row: content)]
  }
}
