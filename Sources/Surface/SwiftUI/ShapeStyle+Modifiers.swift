/// A style changed by a modifier: a shadow, an opacity, a hierarchical level (inert, as every
/// style: the base style is kept, nothing is drawn).
extension ShapeStyle {
  /// The style with `style`'s shadow (inert).
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle { AnyShapeStyle(self) }
  /// The style at `opacity` (inert).
  public func opacity(_ opacity: Double) -> some ShapeStyle { AnyShapeStyle(self) }
  /// The style's second level (inert).
  public var secondary: some ShapeStyle { AnyShapeStyle(self) }
  /// The style's third level (inert).
  public var tertiary: some ShapeStyle { AnyShapeStyle(self) }
  /// The style's fourth level (inert).
  public var quaternary: some ShapeStyle { AnyShapeStyle(self) }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of `colors` from `startPoint` to `endPoint` (inert).
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient of `gradient` from `startPoint` to `endPoint` (inert).
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
}
