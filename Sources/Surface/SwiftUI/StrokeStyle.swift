/// How a shape's outline is stroked: width, caps, joins and dashes (inert: nothing is drawn).
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the line (inert).
  public var lineWidth: CGFloat
  /// How lines end (inert).
  public var lineCap: CGLineCap
  /// How lines meet (inert).
  public var lineJoin: CGLineJoin
  /// The limit of mitred joins (inert).
  public var miterLimit: CGFloat
  /// Dash and gap lengths (inert).
  public var dash: [CGFloat]
  /// Where the dash pattern starts (inert).
  public var dashPhase: CGFloat
  /// A stroke style (inert).
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
