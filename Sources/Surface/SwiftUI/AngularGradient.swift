/// A gradient around a centre, as a shape style or as a view filling its frame.
///
/// Inert as a style (nothing is drawn); as a view it is laid out and hit like ``Rectangle``.
nonisolated public struct AngularGradient: ShapeStyle, View {
  /// The colours (inert).
  public var gradient: Gradient
  /// The centre, in the frame's unit square (inert).
  public var center: UnitPoint
  /// The angle of the first colour (inert).
  public var startAngle: Angle
  /// The angle of the last (inert).
  public var endAngle: Angle
  /// A gradient from `startAngle` to `endAngle` about `center` (inert).
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }
  /// A gradient through `colors` (inert).
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }
  /// Never evaluated: a gradient fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension AngularGradient: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = FillLayout() }
}
