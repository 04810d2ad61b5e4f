extension GraphicsContext {
  /// How a clip shape is read: its inside, or with ``inverse`` its outside.
  ///
  /// `clip(to:style:options:)` and `clipToLayer(opacity:options:content:)` take them.
  public struct ClipOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt32
    /// The options of `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The shape's outside clips, not its inside, so the clip's bounds stay as they were.
    public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
  }
}
