/// The curve of rounded corners (inert: nothing is drawn).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Quarter circles (the default).
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Continuous curvature, as app icons.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
