/// Filling and stroking: the shape is laid out and hit as before, and nothing is drawn (inert).
extension Shape {
  /// The shape filled with `content` (inert: the same frame and touches as the shape).
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> some View
  { self }
  /// The shape's outline, `lineWidth` wide, in `content` (inert: the shape's frame, not widened).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  { self }
  /// The shape's outline in `content`, as `style` says (inert).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  { self }
  /// The shape's outline as a shape, `lineWidth` wide (inert).
  public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
  /// The shape's outline as a shape, as `style` says (inert).
  public func stroke(style: StrokeStyle) -> some Shape { self }
  /// The part of the outline from `startFraction` to `endFraction` (inert: the whole frame).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    self
  }
}

extension InsettableShape {
  /// The outline drawn inside the shape's edge, `lineWidth` wide (inert).
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View { self }
  /// The outline drawn inside the shape's edge, as `style` says (inert).
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> some View { self }
}
