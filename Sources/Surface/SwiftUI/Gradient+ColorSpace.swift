extension Gradient {
  /// The space a gradient or a mix of colours interpolates in (inert).
  public struct ColorSpace: Hashable, Sendable {
    /// What tells the spaces apart.
    let name: String
    /// Red, green and blue, each interpolated as a number.
    public static let device = ColorSpace(name: "device")
    /// A space in which equal steps look equal.
    public static let perceptual = ColorSpace(name: "perceptual")
  }
}
