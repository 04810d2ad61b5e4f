/// A gradient along a line, as a shape style or as a view filling its frame.
///
/// Inert as a style (nothing is drawn); as a view it is laid out and hit like ``Rectangle``.
nonisolated public struct LinearGradient: ShapeStyle, View {
  /// The colours (inert).
  public var gradient: Gradient
  /// Where the gradient starts, in the frame's unit square (inert).
  public var startPoint: UnitPoint
  /// Where it ends (inert).
  public var endPoint: UnitPoint
  /// A gradient from `startPoint` to `endPoint` (inert).
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  /// A gradient through `colors` (inert).
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  /// A gradient through `stops` (inert).
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
  /// Never evaluated: a gradient fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension LinearGradient: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = FillLayout() }
}
