extension GraphicsContext {
  /// How a gradient shading extends and blends (inert: nothing is drawn).
  ///
  /// The `Shading` gradients take them.
  public struct GradientOptions: OptionSet, Hashable, Sendable {
    /// The options' bits (inert).
    public let rawValue: UInt32
    /// The options of `rawValue` (inert).
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The gradient repeats past its ends (inert).
    public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
    /// The gradient repeats, every other time reversed (inert).
    public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
    /// The colours blend in linear colour (inert).
    public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
  }
}
