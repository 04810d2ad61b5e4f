import Foundation

extension UIImage {
  /// How an image is drawn: its traits and, for a symbol, its size and weight (inert: nothing
  /// is drawn).
  open class Configuration: NSObject {}

  /// A system symbol's point size, weight and scale (inert: nothing is drawn).
  open class SymbolConfiguration: Configuration {
    /// The point size asked for; zero when the configuration does not set one (inert).
    public let pointSize: CGFloat
    /// The weight asked for; `unspecified` when the configuration does not set one (inert).
    public let weight: SymbolWeight
    /// The scale asked for; `unspecified` when the configuration does not set one (inert).
    public let scale: SymbolScale

    init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      super.init()
    }

    /// Symbols `pointSize` points high (inert).
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }

    /// Symbols `pointSize` points high, drawn at `weight` (inert).
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    /// Symbols at `weight` (inert).
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: 0, weight: weight, scale: .unspecified)
    }

    /// Symbols at `scale` (inert).
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale)
    }

    /// Symbols sized for `textStyle` (inert).
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: 0, weight: .unspecified, scale: .unspecified)
    }

    /// Symbols sized for `textStyle`, at `scale` (inert).
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale)
    }

    /// Symbols sized for `font` (inert).
    public convenience init(font: UIFont) {
      self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified)
    }

    /// This configuration with what `other` sets in place of its own (inert).
    open func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      return SymbolConfiguration(
        pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
        weight: other.weight == .unspecified ? weight : other.weight,
        scale: other.scale == .unspecified ? scale : other.scale)
    }
  }

  /// A symbol's stroke weight (inert).
  public enum SymbolWeight: Int, Sendable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// A symbol's size against the text beside it (inert).
  public enum SymbolScale: Int, Sendable {
    case `default` = -1
    case unspecified, small, medium, large
  }

  /// A system symbol drawn with `configuration` (inert: an empty image).
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?)
  {
    self.init(systemName: name)
  }

  /// This image drawn with `configuration` (inert: the same image).
  public func withConfiguration(_ configuration: Configuration) -> UIImage { self }

  /// This symbol with `configuration` applied (inert: the same image).
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    self
  }
}
