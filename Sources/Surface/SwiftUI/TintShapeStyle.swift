/// The view's tint, `.tint`, as a shape style (inert: nothing is drawn).
public struct TintShapeStyle: ShapeStyle, Hashable {
  /// The tint style (inert).
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The environment's tint (inert).
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
