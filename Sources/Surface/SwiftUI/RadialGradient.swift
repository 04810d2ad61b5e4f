/// A gradient out from a centre, as a shape style or as a view filling its frame.
///
/// Inert as a style (nothing is drawn); as a view it is laid out and hit like ``Rectangle``.
nonisolated public struct RadialGradient: ShapeStyle, View {
  /// The colours (inert).
  public var gradient: Gradient
  /// The centre, in the frame's unit square (inert).
  public var center: UnitPoint
  /// The radius of the first colour (inert).
  public var startRadius: CGFloat
  /// The radius of the last (inert).
  public var endRadius: CGFloat
  /// A gradient from `startRadius` to `endRadius` about `center` (inert).
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
  /// A gradient through `colors` (inert).
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
  /// Never evaluated: a gradient fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension RadialGradient: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = FillLayout() }
}
