/// A colour (inert: nothing is drawn; the components are kept so code that reads them works).
open class UIColor: NSObject {
  /// Red, green, blue and alpha, 0…1 (extended range allowed).
  public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

  /// A colour from components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    super.init()
  }

  /// The colour `#colorLiteral(red:green:blue:alpha:)` names (Xcode's colour literal).
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// A colour that tiles `image` (inert: nothing is drawn; clear).
  public convenience init(patternImage image: UIImage) {
    self.init(red: 0, green: 0, blue: 0, alpha: 0)
  }

  /// A grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from hue, saturation and brightness, each 0…1.
  ///
  /// Turned into red, green and blue as UIKit does, by the hexcone model (Smith, 1978).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let rgb = HSBColor(
      hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness)
    ).rgb
    self.init(
      red: CGFloat(rgb.red), green: CGFloat(rgb.green), blue: CGFloat(rgb.blue), alpha: alpha)
  }

  /// A dynamic colour: the light appearance is kept (inert).
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection())
    self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
  }

  /// A colour from the asset catalogue (inert: clear).
  public convenience init?(named name: String) { self.init(white: 0, alpha: 0) }

  /// Two colours are equal when their components are, as UIKit compares colours of one
  /// colour space (`UIColor.green == .green`, though each call makes a new object).
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
  }

  /// A hash of the components, consistent with ``isEqual(_:)``.
  open override var hash: Int {
    var hasher = Hasher()
    for component in [red, green, blue, alpha] { hasher.combine(component) }
    return hasher.finalize()
  }

  /// The colour with `alpha`.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  public static var systemBackground: UIColor { .white }
  public static var secondarySystemBackground: UIColor { UIColor(white: 0.95, alpha: 1) }
  public static var label: UIColor { .black }
  public static var secondaryLabel: UIColor { .gray }
  public static var systemBlue: UIColor { UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
  public static var systemRed: UIColor { UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) }
  public static var systemGreen: UIColor { UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1) }
  public static var systemOrange: UIColor { UIColor(red: 1, green: 0.58, blue: 0, alpha: 1) }
  public static var systemGray: UIColor { UIColor(white: 0.56, alpha: 1) }
  public static var systemGray5: UIColor { UIColor(white: 0.9, alpha: 1) }
  public static var systemGray6: UIColor { UIColor(white: 0.95, alpha: 1) }
  /// The tint of the view hierarchy it is drawn in (iOS 15), inert: nothing is drawn headless,
  /// so it is UIKit's default tint, ``systemBlue``.
  public static var tintColor: UIColor { .systemBlue }
}
