extension ToolbarContent {
  /// Whether the items share a glass background with their neighbours (iOS 26): inert, nothing
  /// is drawn.
  public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent { self }
}
