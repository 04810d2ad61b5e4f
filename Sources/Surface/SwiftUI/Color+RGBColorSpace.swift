extension Color {
  /// The colour space of a colour's components (inert: components are kept as given).
  public enum RGBColorSpace: Hashable, Sendable {
    /// The sRGB colour space.
    case sRGB
    /// The sRGB colour space with linear components.
    case sRGBLinear
    /// The Display P3 colour space.
    case displayP3
  }

  /// A colour of `red`, `green`, `blue` and `opacity` in `colorSpace` (the space is inert).
  public init(
    _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A grey of `white` and `opacity` in `colorSpace` (the space is inert).
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(white: white, opacity: opacity)
  }
}
