extension GraphicsContext {
  /// How a blur filter draws (inert: nothing is drawn).
  ///
  /// `Filter.blur(radius:options:)` takes them.
  public struct BlurOptions: OptionSet, Hashable, Sendable {
    /// The options' bits (inert).
    public let rawValue: UInt32
    /// The options of `rawValue` (inert).
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The result made fully opaque (inert).
    public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
    /// The result dithered against banding (inert).
    public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
  }
}
