extension GraphicsContext {
  /// An image-processing effect added to a context's later drawing (inert: kept, never drawn).
  public struct Filter {
    /// What the filter does.
    enum Kind {
      case projectionTransform(ProjectionTransform)
      case shadow(
        color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, blendMode: BlendMode,
        options: ShadowOptions)
      case colorMultiply(Color)
      case hueRotation(Angle)
      case saturation(Double)
      case brightness(Double)
      case contrast(Double)
      case colorInvert(Double)
      case grayscale(Double)
      case luminanceToAlpha
      case blur(radius: CGFloat, options: BlurOptions)
      case alphaThreshold(min: Double, max: Double, color: Color)
      case colorShader(Shader)
      case distortionShader(Shader, maxSampleOffset: CGSize)
      case layerShader(Shader, maxSampleOffset: CGSize)
    }
    /// What the filter does (kept, not applied).
    let kind: Kind

    /// Transforms the drawing's pixels by `matrix` (inert).
    public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
      Filter(kind: .projectionTransform(matrix))
    }
    /// A shadow of `color`, blurred by `radius`, moved by `x`, `y` (inert).
    public static func shadow(
      color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
      y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      Filter(
        kind: .shadow(
          color: color, radius: radius, x: x, y: y, blendMode: blendMode, options: options))
    }
    /// Multiplies each colour component by `color`'s (inert).
    public static func colorMultiply(_ color: Color) -> Filter {
      Filter(kind: .colorMultiply(color))
    }
    /// Rotates hues by `angle` (inert).
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .hueRotation(angle)) }
    /// Scales saturation by `amount` (inert).
    public static func saturation(_ amount: Double) -> Filter { Filter(kind: .saturation(amount)) }
    /// Adds `amount` to each colour component (inert).
    public static func brightness(_ amount: Double) -> Filter { Filter(kind: .brightness(amount)) }
    /// Scales contrast by `amount` (inert).
    public static func contrast(_ amount: Double) -> Filter { Filter(kind: .contrast(amount)) }
    /// Inverts colours by `amount` (inert).
    public static func colorInvert(_ amount: Double = 1) -> Filter {
      Filter(kind: .colorInvert(amount))
    }
    /// Greys colours by `amount` (inert).
    public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .grayscale(amount)) }
    /// Makes each pixel's luminance its opacity (inert).
    public static var luminanceToAlpha: Filter { Filter(kind: .luminanceToAlpha) }
    /// A Gaussian blur of standard deviation `radius` (inert).
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(kind: .blur(radius: radius, options: options))
    }
    /// `color` where alpha is from `min` to `max`, clear elsewhere (inert).
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black)
      -> Filter
    { Filter(kind: .alphaThreshold(min: min, max: max, color: color)) }
    /// `shader` applied to each pixel's colour (iOS 17; inert).
    public static func colorShader(_ shader: Shader) -> Filter {
      Filter(kind: .colorShader(shader))
    }
    /// `shader` applied to each pixel's position (iOS 17; inert).
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
      Filter(kind: .distortionShader(shader, maxSampleOffset: maxSampleOffset))
    }
    /// `shader` applied to the drawing's layer (iOS 17; inert).
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
      Filter(kind: .layerShader(shader, maxSampleOffset: maxSampleOffset))
    }
  }
}
