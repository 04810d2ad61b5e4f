extension GraphicsContext {
  /// How a context's drawing combines with what is already drawn (inert: nothing is drawn).
  ///
  /// The raw values are Core Graphics' `CGBlendMode` numbers, as on iOS.
  public struct BlendMode: RawRepresentable, Hashable, Sendable {
    /// The `CGBlendMode` number (inert).
    public let rawValue: Int32
    /// The mode of `rawValue` (inert).
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The source over the background; the default (inert).
    public static var normal: BlendMode { BlendMode(rawValue: 0) }
    /// Multiplied (inert).
    public static var multiply: BlendMode { BlendMode(rawValue: 1) }
    /// Screened (inert).
    public static var screen: BlendMode { BlendMode(rawValue: 2) }
    /// Overlaid (inert).
    public static var overlay: BlendMode { BlendMode(rawValue: 3) }
    /// The darker (inert).
    public static var darken: BlendMode { BlendMode(rawValue: 4) }
    /// The lighter (inert).
    public static var lighten: BlendMode { BlendMode(rawValue: 5) }
    /// Colour dodge (inert).
    public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
    /// Colour burn (inert).
    public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
    /// Soft light (inert).
    public static var softLight: BlendMode { BlendMode(rawValue: 8) }
    /// Hard light (inert).
    public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
    /// Difference (inert).
    public static var difference: BlendMode { BlendMode(rawValue: 10) }
    /// Exclusion (inert).
    public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
    /// Hue (inert).
    public static var hue: BlendMode { BlendMode(rawValue: 12) }
    /// Saturation (inert).
    public static var saturation: BlendMode { BlendMode(rawValue: 13) }
    /// Colour (inert).
    public static var color: BlendMode { BlendMode(rawValue: 14) }
    /// Luminosity (inert).
    public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
    /// Cleared (inert).
    public static var clear: BlendMode { BlendMode(rawValue: 16) }
    /// The source alone (inert).
    public static var copy: BlendMode { BlendMode(rawValue: 17) }
    /// Source in (inert).
    public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
    /// Source out (inert).
    public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
    /// Source atop (inert).
    public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
    /// Destination over (inert).
    public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
    /// Destination in (inert).
    public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
    /// Destination out (inert).
    public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
    /// Destination atop (inert).
    public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
    /// Exclusive or (inert).
    public static var xor: BlendMode { BlendMode(rawValue: 25) }
    /// Plus darker (inert).
    public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
    /// Plus lighter (inert).
    public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }
  }
}
