/// What a preview says about itself to Xcode's canvas: kept and inert, since nothing is previewed
/// headless.
nonisolated extension View {
  /// Lays out the preview as `layout` says (inert).
  public func previewLayout(_ layout: PreviewLayout) -> some View { self }
  /// Names the preview (inert).
  public func previewDisplayName(_ name: String?) -> some View { self }
  /// Previews on `device` (inert).
  public func previewDevice(_ device: PreviewDevice?) -> some View { self }
  /// Previews in `orientation` (inert).
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
    self
  }
}
