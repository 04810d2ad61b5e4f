/// Metal shader effects inside a `visualEffect` closure (iOS 17): they change only pixels, so
/// the view is laid out, moved and hit as without them (inert: nothing is drawn headless).
extension VisualEffect {
  /// Runs `shader` on each pixel's colour (inert).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
    adding { _ in }
  }
  /// Runs `shader` on the view's layer (inert).
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some VisualEffect
  { adding { _ in } }
  /// Runs `shader` on each pixel's position (inert).
  public func distortionEffect(
    _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
  ) -> some VisualEffect { adding { _ in } }
}
