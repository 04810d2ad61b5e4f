/// The fill colour of the system's controls and grouped content, `.fill`, as a shape style
/// (iOS 17; inert: nothing is drawn).
public struct FillShapeStyle: ShapeStyle, Hashable {
  /// The fill style (inert).
  public init() {}
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The fill colour of controls and grouped content (inert).
  public static var fill: FillShapeStyle { FillShapeStyle() }
}
