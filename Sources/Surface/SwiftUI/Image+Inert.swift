/// Image modifiers that change only how pixels are drawn.
extension Image {
  /// Whether a symbol or image is drawn as a template or in its own colours (inert).
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// Tinted by the foreground style (inert).
    case template
    /// In the image's own colours (inert).
    case original
  }
  /// The image drawn as `renderingMode` says (inert: the same size).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
}
