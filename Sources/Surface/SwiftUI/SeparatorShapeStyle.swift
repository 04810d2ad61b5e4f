/// The colour of the lines between list rows, `.separator`, as a shape style (iOS 17; inert:
/// nothing is drawn).
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
  /// The separator style (inert).
  public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The colour of the lines between rows (inert).
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
