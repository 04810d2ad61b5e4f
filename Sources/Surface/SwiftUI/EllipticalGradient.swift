/// A gradient out from a centre to the edges of an ellipse that fills the frame, as a shape style
/// or as a view filling its frame.
///
/// Inert as a style (nothing is drawn); as a view it is laid out and hit like ``Rectangle``.
nonisolated public struct EllipticalGradient: ShapeStyle, View {
  /// The colours (inert).
  public var gradient: Gradient
  /// The centre, in the frame's unit square (inert).
  public var center: UnitPoint
  /// Where the first colour is, as a fraction of the ellipse's size (inert).
  public var startRadiusFraction: CGFloat
  /// Where the last is (inert).
  public var endRadiusFraction: CGFloat
  /// A gradient from `startRadiusFraction` to `endRadiusFraction` of the ellipse about `center`
  /// (inert).
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }
  /// A gradient through `colors` (inert).
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  /// A gradient through `stops` (inert).
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  /// Never evaluated: a gradient fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension EllipticalGradient: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = FillLayout() }
}
