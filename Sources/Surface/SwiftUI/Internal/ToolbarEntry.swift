/// One item of a view's toolbar: where it goes and the view it shows.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: AnyView
}

extension ToolbarEntry {
  /// An entry of several views in a row, ``NavigationBarSettings/itemSpacing`` apart (a group,
  /// or the views of `toolbar { … }`).
  init(placement: ToolbarItemPlacement, row content: some View) {
    self.init(
      placement: placement,
      view: AnyView(HStack(spacing: NavigationBarSettings.itemSpacing) { content }))
  }
}

/// Toolbar content the surface reads itself (an item, a group, the builder's results), rather
/// than through a body.
protocol PrimitiveToolbarContent {
  /// The items, in order.
  var toolbarEntries: [ToolbarEntry] { get }
}

/// The items `content` makes, in order: its own when the surface reads it, else its body's.
func toolbarEntries<Content: ToolbarContent>(of content: Content) -> [ToolbarEntry] {
  if let primitive = content as? any PrimitiveToolbarContent { return primitive.toolbarEntries }
  // A body of `Never` is never evaluated: such content is the surface's own.
  guard Content.Body.self != Never.self else { return [] }
  return toolbarEntries(of: content.body)
}

/// Several items the builder put together, in order.
struct ToolbarItemList: ToolbarContent, PrimitiveToolbarContent {
  let toolbarEntries: [ToolbarEntry]
  var body: Never { primitiveBody(of: Self.self) }
}
