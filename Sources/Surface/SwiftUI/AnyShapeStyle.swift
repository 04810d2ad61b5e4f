/// Any shape style, its type erased (inert: nothing is drawn).
public struct AnyShapeStyle: ShapeStyle {
  let style: any ShapeStyle
  /// `style`, erased (inert).
  public init<S: ShapeStyle>(_ style: S) { self.style = style }
}
