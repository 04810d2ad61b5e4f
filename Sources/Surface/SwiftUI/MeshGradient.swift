/// A gradient over a grid of points, each with its colour (iOS 18), as a shape style or as a
/// view filling its frame.
///
/// Inert as a style (nothing is drawn); as a view it is laid out and hit like ``Rectangle``.
nonisolated public struct MeshGradient: ShapeStyle, View {
  /// The columns of points.
  public var width: Int
  /// The rows of points.
  public var height: Int
  /// The points, row by row, in the frame's unit square (inert).
  public var points: [SIMD2<Float>]
  /// The colour at each point (inert).
  public var colors: [Color]
  /// The colour outside the mesh (inert).
  public var background: Color
  /// Whether colours blend smoothly between points (inert).
  public var smoothsColors: Bool
  /// The space colours blend in (inert).
  public var colorSpace: Gradient.ColorSpace

  /// A mesh of `width` × `height` `points`, each with its colour in `colors` (inert).
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color],
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.points = points
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  /// Never evaluated: a gradient fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension MeshGradient: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = FillLayout() }
}
