/// Filling and stroking: nothing is drawn (inert); a fill is hit as the shape, a stroke only on
/// its line.
nonisolated extension Shape {
  /// The shape filled with `content` (inert: the same frame and touches as the shape).
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> FilledShape<Self, S>
  { FilledShape(shape: self, style: content, fillStyle: style) }
  /// The shape's outline, `lineWidth` wide, in `content`: the shape's frame, hit within
  /// `lineWidth / 2` of the outline (the colour is inert).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  { StrokedShape(base: self, lineWidth: lineWidth) }
  /// The shape's outline in `content`, as `style` says: hit within half its line width of the
  /// outline (the caps, joins, dashes and colour are inert).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  { StrokedShape(base: self, lineWidth: style.lineWidth) }
  /// The shape's outline as a shape, `lineWidth` wide: hit within `lineWidth / 2` of the
  /// outline.
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    StrokedShape(base: self, lineWidth: lineWidth)
  }
  /// The shape's outline as a shape, as `style` says: hit within half its line width of the
  /// outline (the caps, joins and dashes are inert).
  public func stroke(style: StrokeStyle) -> some Shape {
    StrokedShape(base: self, lineWidth: style.lineWidth)
  }
  /// The part of the outline from `startFraction` to `endFraction` (inert: the whole frame).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    self
  }
}

nonisolated extension InsettableShape {
  /// The outline drawn inside the shape's edge, `lineWidth` wide: hit on that band (the colour
  /// is inert).
  ///
  /// Apple: "the result of insetting self by `lineWidth / 2`, stroking the resulting shape"; so
  /// the band runs from the shape's edge `lineWidth` inwards.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View { StrokedShape(base: inset(by: lineWidth / 2), lineWidth: lineWidth) }
  /// The outline drawn inside the shape's edge, as `style` says: hit on the band its line width
  /// makes inside the edge (the caps, joins, dashes and colour are inert).
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    StrokedShape(base: inset(by: style.lineWidth / 2), lineWidth: style.lineWidth)
  }
}
