extension GraphicsContext {
  /// How a shadow filter draws (inert: nothing is drawn).
  ///
  /// `Filter.shadow(color:radius:x:y:blendMode:options:)` takes them.
  public struct ShadowOptions: OptionSet, Hashable, Sendable {
    /// The options' bits (inert).
    public let rawValue: UInt32
    /// The options of `rawValue` (inert).
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The shadow over the drawing, not under it (inert).
    public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
    /// The shadow alone (inert).
    public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
    /// The shadow's alpha inverted, for an inner shadow (inert).
    public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
    /// The drawing and its shadow composited apart (inert).
    public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
  }
}
