extension GraphicsContext {
  /// The colour or pattern a context fills or strokes with (inert: kept, never drawn).
  public struct Shading {
    /// What the shading is made of.
    enum Kind {
      case backdrop
      case foreground
      case palette([Shading])
      case color(Color)
      case style(any ShapeStyle)
      case linearGradient(
        Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions)
      case radialGradient(
        Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
        options: GradientOptions)
      case conicGradient(Gradient, center: CGPoint, angle: Angle, options: GradientOptions)
      case tiledImage(Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
      case shader(Shader, bounds: CGRect)
    }
    /// What the shading is made of (kept, not drawn).
    let kind: Kind

    /// A copy of what is already drawn behind (inert).
    public static var backdrop: Shading { Shading(kind: .backdrop) }
    /// The foreground style of the context's environment (inert).
    public static var foreground: Shading { Shading(kind: .foreground) }
    /// Several levels, for a symbol's layers (inert).
    public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }
    /// `color` (inert).
    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
    /// The shape style `style`: a colour, gradient or material (inert).
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }
    /// A linear gradient from `startPoint` to `endPoint` in user space (inert).
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(
        kind: .linearGradient(
          gradient, startPoint: startPoint, endPoint: endPoint, options: options))
    }
    /// A radial gradient about `center`, from `startRadius` to `endRadius` (inert).
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(
        kind: .radialGradient(
          gradient, center: center, startRadius: startRadius, endRadius: endRadius,
          options: options))
    }
    /// A conic gradient about `center`, starting at `angle` (inert).
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .conicGradient(gradient, center: center, angle: angle, options: options))
    }
    /// `image` tiled across the plane from `origin` (inert).
    public static func tiledImage(
      _ image: Image, origin: CGPoint = .zero,
      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> Shading {
      Shading(kind: .tiledImage(image, origin: origin, sourceRect: sourceRect, scale: scale))
    }
    /// The colours `shader` gives each pixel, its bounds argument `bounds` (iOS 17; inert).
    public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> Shading {
      Shading(kind: .shader(shader, bounds: bounds))
    }
  }
}
