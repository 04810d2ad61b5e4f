import TouchCore

extension Color {
  /// This colour mixed with `other`: `fraction` of the way to it (0 is this colour, 1 is
  /// `other`; clamped to 0…1), red, green, blue and opacity each mixed as numbers.
  ///
  /// In the colours' own components, where iOS 18 mixes in a perceptual space by default (ours:
  /// colours are inert headless; the one mix serves every `colorSpace`).
  public func mix(
    with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual
  ) -> Color {
    let amount = fraction.clampedToUnit
    let mixed = zip(components, other.components).map { $0 + ($1 - $0) * amount }
    return Color(red: mixed[0], green: mixed[1], blue: mixed[2], opacity: mixed[3])
  }
}
