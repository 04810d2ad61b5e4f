/// A shape filled with a style: what `Shape.fill(_:style:)` returns (SwiftUI's `_ShapeView`).
///
/// A view, not a shape, as SwiftUI's (`offset` after `fill` moves the view): laid out and hit as
/// the shape itself. iOS 17 strokes or fills it again on top (`.fill(.clear).stroke(.gray)`):
/// the fill's area is still what a touch hits (the stroke is inert).
nonisolated public struct FilledShape<Content: Shape, Style: ShapeStyle>: View {
  /// The shape.
  public var shape: Content
  /// The style it is filled with (inert).
  public var style: Style
  /// How it is filled (inert).
  public var fillStyle: FillStyle

  /// `shape` filled with `style` (inert) as `fillStyle` says.
  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }

  /// Never evaluated: the surface lays the shape out itself.
  public var body: Never { primitiveBody(of: Self.self) }

  /// The filled shape with an outline `lineWidth` wide in `content` on top (iOS 17; the
  /// outline is inert: the fill is hit).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  { self }
  /// The filled shape with an outline in `content` as `style` says on top (iOS 17; inert).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  { self }
  /// The filled shape with an outline `lineWidth` wide inside its edge, in `content`, on top
  /// (iOS 17; inert: the fill is hit).
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View where Content: InsettableShape { self }
  /// The filled shape with an outline inside its edge as `style` says, on top (iOS 17; inert).
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> some View where Content: InsettableShape { self }
  /// The filled shape filled again with `content` on top (iOS 17; inert).
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> some View
  { self }
}

extension FilledShape: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = ShapeLayout(shape: shape) }
}
