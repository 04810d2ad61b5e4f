/// Metal shader effects (iOS 17): each returns the view unchanged in layout, hit-testing and
/// haptics, as on iOS, where a shader changes only pixels (inert: nothing is drawn headless).
nonisolated extension View {
  /// Runs `shader` on each pixel's colour (inert).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }
  /// Runs `shader` on the view's layer, sampling up to `maxSampleOffset` away (inert).
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some View
  { self }
  /// Runs `shader` on each pixel's position, moving it up to `maxSampleOffset` (inert: touches
  /// still hit the view where it is laid out, as on iOS).
  public func distortionEffect(
    _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
  ) -> some View { self }
}
