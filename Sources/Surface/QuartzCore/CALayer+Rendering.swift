import CoreGraphics

extension CALayer {
  /// Draws the layer and its sublayers into `context` (inert: nothing is drawn headless).
  public func render(in context: CGContext) {}
}
