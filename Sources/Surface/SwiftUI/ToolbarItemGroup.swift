/// Several items of a view's toolbar, at one placement (inert: no toolbar is drawn, the views
/// are kept and not shown).
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
  /// Where the items would go in the toolbar (inert).
  let placement: ToolbarItemPlacement
  /// The items' views (inert: not shown).
  let content: Content

  /// A group of the views `content` makes, at `placement` (inert).
  ///
  /// - Parameters:
  ///   - placement: where the items would go in the toolbar.
  ///   - content: the items' views.
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  /// Never evaluated: toolbar content is inert.
  public var body: Never { primitiveBody(of: Self.self) }
}
