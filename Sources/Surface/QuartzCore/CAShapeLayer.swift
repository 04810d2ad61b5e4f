/// A layer that draws a path (inert headless: the path and its style are kept, nothing is drawn).
open class CAShapeLayer: CALayer {
  /// The outline.
  open var path: CGPath?
  /// The fill colour; opaque black by default, as in Core Animation.
  open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// How overlapping subpaths fill.
  open var fillRule = CAShapeLayerFillRule.nonZero
  /// The stroke colour; none by default.
  open var strokeColor: CGColor?
  /// Where the stroke starts along the path, 0…1.
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends along the path, 0…1.
  open var strokeEnd: CGFloat = 1
  /// The stroke's width; 1 by default.
  open var lineWidth: CGFloat = 1
  /// The miter limit; 10 by default.
  open var miterLimit: CGFloat = 10
  /// The line cap.
  open var lineCap = CAShapeLayerLineCap.butt
  /// The line join.
  open var lineJoin = CAShapeLayerLineJoin.miter
  /// Where the dash pattern starts.
  open var lineDashPhase: CGFloat = 0
  /// The dash pattern, or nil for a solid line.
  open var lineDashPattern: [NSNumber]?

  /// An empty shape layer.
  public override init() { super.init() }

  /// A copy of `layer`'s geometry and, for a shape layer, its path and style.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAShapeLayer else { return }
    path = other.path
    fillColor = other.fillColor
    fillRule = other.fillRule
    strokeColor = other.strokeColor
    strokeStart = other.strokeStart
    strokeEnd = other.strokeEnd
    lineWidth = other.lineWidth
    lineCap = other.lineCap
    lineJoin = other.lineJoin
    lineDashPattern = other.lineDashPattern
  }
}

/// How a shape layer fills overlapping subpaths (inert: nothing is drawn).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Non-zero winding number.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// An odd number of crossings.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer's stroke ends (inert: nothing is drawn).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Flat, at the end point.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// A half circle past the end point.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// A half square past the end point.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's stroke turns corners (inert: nothing is drawn).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A sharp corner.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// A round corner.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// A cut corner.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
