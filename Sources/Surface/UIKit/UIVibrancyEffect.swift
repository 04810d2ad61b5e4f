/// Vibrancy over a blur (inert: nothing is drawn headless; the blur and style are kept).
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy sits on.
  public private(set) var blurEffect: UIBlurEffect?
  /// The vibrancy's style.
  public private(set) var style = UIVibrancyEffectStyle.label

  /// Vibrancy over `blurEffect`.
  public convenience init(blurEffect: UIBlurEffect) {
    self.init()
    self.blurEffect = blurEffect
  }

  /// Vibrancy of `style` over `blurEffect`.
  public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.init()
    self.blurEffect = blurEffect
    self.style = style
  }
}
