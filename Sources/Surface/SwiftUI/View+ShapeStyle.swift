/// Styles behind a view, and masks and groups that change only how it is drawn.
nonisolated extension View {
  /// `style` behind the view, filling its frame: touches on the frame hit it, as on a colour
  /// (the style itself, and the safe-area edges it extends under, are inert).
  @_disfavoredOverload
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    background(Rectangle())
  }
  /// The environment's background style behind the view (iOS 15), filling its frame: touches on
  /// the frame hit it, as with ``background(_:ignoresSafeAreaEdges:)``.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(Rectangle())
  }
  /// `style` in `shape` behind the view, filling its frame (the style is inert).
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(shape)
  }
  /// The background style in `shape` behind the view, filling its frame (the style is inert).
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(shape)
  }
  /// A `width`-wide border in `content` along the inside of the view's frame: Apple's
  /// `overlay(Rectangle().strokeBorder(content, lineWidth: width))`, so the view keeps its size
  /// and touches on the band hit the border (the style is inert).
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
  /// Masks the view with `mask`'s opacity (inert: layout and touches unchanged).
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  { self }
  /// Masks the view with `mask` (inert: layout and touches unchanged).
  public func mask<Mask: View>(_ mask: Mask) -> some View { self }
  /// Draws the view and its children as one layer before effects (inert).
  public func compositingGroup() -> some View { self }
  /// Draws the view offscreen before showing it (inert).
  public func drawingGroup(opaque: Bool = false) -> some View { self }
}
