extension GraphicsContext {
  /// An image fixed to a context's environment, ready to draw: its size is the size an `Image`
  /// view of it takes there.
  public struct ResolvedImage {
    /// The image's size: a symbol is a square one line of the environment's font tall; a named
    /// image has no pixels headless, so it is 0 × 0 (as its view is).
    public var size: CGSize { naturalSize }
    /// The distance from the image's top to its baseline: its height (a headless image has no
    /// baseline of its own, and Apple gives the height then).
    public let baseline: CGFloat
    /// What the image is filled with: the foreground for a symbol (a template), else nil
    /// (inert).
    public var shading: Shading?
    /// The image's own size.
    let naturalSize: CGSize
  }

  /// `image` fixed to this context's environment (its font sizes a symbol).
  public func resolve(_ image: Image) -> ResolvedImage {
    let size = image.naturalSize(fontSize: environment.fontSize)
    let isTemplate = if case .symbol = image.source { true } else { false }
    return ResolvedImage(
      baseline: size.height, shading: isTemplate ? .foreground : nil, naturalSize: size)
  }

  /// Draws `image` in `rect` (inert).
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
  /// Draws `image` with its `anchor` at `point` (inert).
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}
  /// Draws `image` in `rect` (inert).
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
  /// Draws `image` with its `anchor` at `point` (inert).
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
}
