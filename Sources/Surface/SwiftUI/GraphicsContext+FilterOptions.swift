extension GraphicsContext {
  /// How a filter added to a context works (inert: nothing is drawn).
  ///
  /// `addFilter(_:options:)` takes them.
  public struct FilterOptions: OptionSet, Hashable, Sendable {
    /// The options' bits (inert).
    public let rawValue: UInt32
    /// The options of `rawValue` (inert).
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The filter works in linear colour (inert).
    public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
  }
}
