/// A layer that draws a colour gradient (inert headless: the colours and geometry are kept,
/// nothing is drawn).
open class CAGradientLayer: CALayer {
  /// The colours (`CGColor`s), in order.
  open var colors: [Any]?
  /// Where each colour stops, 0…1, or nil for evenly spaced.
  open var locations: [NSNumber]?
  /// Where the gradient starts, in the unit square; (0.5, 0) by default.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in the unit square; (0.5, 1) by default.
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind of gradient.
  open var type = CAGradientLayerType.axial

  /// An empty gradient layer.
  public override init() { super.init() }

  /// A copy of `layer`'s geometry and, for a gradient layer, its colours.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAGradientLayer else { return }
    colors = other.colors
    locations = other.locations
    startPoint = other.startPoint
    endPoint = other.endPoint
    type = other.type
  }
}

/// The kind of gradient a gradient layer draws (inert: nothing is drawn).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the line from the start point to the end point.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Outward from the start point.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around the start point.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
