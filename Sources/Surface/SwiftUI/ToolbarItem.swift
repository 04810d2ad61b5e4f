/// One item of a view's toolbar, at a placement (inert: no toolbar is drawn, the item's view is
/// kept and not shown).
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
  /// Where the item would go in the toolbar (inert).
  let placement: ToolbarItemPlacement
  /// The item's view (inert: not shown).
  let content: Content

  /// Never evaluated: toolbar content is inert.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ToolbarItem where ID == () {
  /// An item showing `content` at `placement` (inert).
  ///
  /// - Parameters:
  ///   - placement: where the item would go in the toolbar.
  ///   - content: the item's view.
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}
