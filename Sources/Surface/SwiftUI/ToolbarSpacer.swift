/// Space between toolbar items, splitting their glass backgrounds (iOS 26): inert, the bar's
/// items are laid out as without it.
public struct ToolbarSpacer: ToolbarContent {
  /// A spacer of `sizing` in the toolbar at `placement`.
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}
