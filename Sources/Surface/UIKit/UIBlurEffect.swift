/// A blur (inert: nothing is drawn headless; the style is kept).
open class UIBlurEffect: UIVisualEffect {
  /// The blur's style.
  public private(set) var style = UIBlurEffect.Style.regular

  /// A blur of `style`.
  public convenience init(style: UIBlurEffect.Style) {
    self.init()
    self.style = style
  }

  /// A blur's material.
  public enum Style: Int, Sendable {
    case extraLight = 0, light, dark
    case regular = 4, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
    case systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
    case systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
    case systemThickMaterialDark, systemChromeMaterialDark
  }
}
