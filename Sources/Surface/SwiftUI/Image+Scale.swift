extension Image {
  /// How large a symbol image is drawn beside text of its font (inert).
  public enum Scale: Hashable, Sendable {
    /// Smaller than the font's default.
    case small
    /// The font's default.
    case medium
    /// Larger than the font's default.
    case large
  }
}

nonisolated extension View {
  /// Draws the symbol images inside at `scale` (inert: a symbol stays one line of its font
  /// tall, ours).
  public func imageScale(_ scale: Image.Scale) -> some View { self }
}
