/// A font (inert: no text is laid out; the size is kept).
open class UIFont: NSObject {
  /// A font weight.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }

  /// A text style of Dynamic Type.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// The point size.
  public let pointSize: CGFloat
  /// The font's PostScript name: the name it was made with; `.SFUI-Regular` for the system
  /// fonts (ours: iOS's private system font names differ between releases).
  public let fontName: String

  init(size: CGFloat, name: String = ".SFUI-Regular") {
    pointSize = size
    fontName = name
    super.init()
  }

  /// A named font (inert: any name gives a font of `size`, with that name).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(size: fontSize, name: fontName)
  }

  /// The system font.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
  /// The system font of `weight`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(size: fontSize)
  }
  /// The bold system font.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
  /// The font of a text style (17 pt, the body size at the default setting).
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(size: 17) }

  /// The same font at `fontSize` points.
  open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
}
