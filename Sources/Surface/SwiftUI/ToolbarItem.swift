/// One item of a view's toolbar, at a placement: in a navigation stack, laid out and hit in the
/// navigation bar (not drawn); at other placements, not shown.
///
/// ```swift
/// import SwiftUI
///
/// struct Inbox: View {
///   var body: some View {
///     List { Text("Mail") }
///       .toolbar {
///         ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
///       }
///   }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  /// Where the item goes in the toolbar.
  let placement: ToolbarItemPlacement
  /// The item's view.
  let content: Content

  /// Never evaluated: the surface reads the item itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ToolbarItem: PrimitiveToolbarContent {
  var toolbarEntries: [ToolbarEntry] {
    [ToolbarEntry(placement: placement, view: AnyView(content))]
  }
}

extension ToolbarItem where ID == () {
  /// An item showing `content` at `placement`.
  ///
  /// - Parameters:
  ///   - placement: where the item goes in the toolbar.
  ///   - content: the item's view.
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}
