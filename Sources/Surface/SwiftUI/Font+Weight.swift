/// Weights, designs and text styles: only the point size changes layout (text is sized by
/// characters times the size), so weights and designs are inert.
extension Font {
  /// A font weight (inert: every weight is the same width headless).
  public struct Weight: Hashable, Sendable {
    let value: Double
    /// Ultra-light (inert).
    public static let ultraLight = Weight(value: -0.8)
    /// Thin (inert).
    public static let thin = Weight(value: -0.6)
    /// Light (inert).
    public static let light = Weight(value: -0.4)
    /// Regular (inert).
    public static let regular = Weight(value: 0)
    /// Medium (inert).
    public static let medium = Weight(value: 0.23)
    /// Semibold (inert).
    public static let semibold = Weight(value: 0.3)
    /// Bold (inert).
    public static let bold = Weight(value: 0.4)
    /// Heavy (inert).
    public static let heavy = Weight(value: 0.56)
    /// Black (inert).
    public static let black = Weight(value: 0.62)
  }

  /// A design of the system font (inert).
  public enum Design: Hashable, Sendable {
    /// The default design (inert).
    case `default`
    /// Serif (inert).
    case serif
    /// Rounded (inert).
    case rounded
    /// Monospaced (inert).
    case monospaced
  }

  /// A dynamic text style, at its default (Large) size on iOS, as Apple's Human Interface
  /// Guidelines list them.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// 34 pt.
    case largeTitle
    /// 28 pt.
    case title
    /// 22 pt.
    case title2
    /// 20 pt.
    case title3
    /// 17 pt.
    case headline
    /// 15 pt.
    case subheadline
    /// 17 pt.
    case body
    /// 16 pt.
    case callout
    /// 13 pt.
    case footnote
    /// 12 pt.
    case caption
    /// 11 pt.
    case caption2

    var size: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .subheadline: 15
      case .callout: 16
      case .footnote: 13
      case .caption: 12
      case .caption2: 11
      }
    }
  }

  /// A system font of `size` points (weight and design inert).
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: size)
  }
  /// The system font of text style `style`, at its size (design and weight inert).
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  { Font(size: style.size) }
  /// A font named `name` of `size` points (the name is inert: no font files are read).
  public static func custom(_ name: String, size: CGFloat) -> Font { Font(size: size) }
  /// A subheadline: 15 pt.
  public static let subheadline = Font(size: 15)
  /// A callout: 16 pt.
  public static let callout = Font(size: 16)
  /// A second-level title: 22 pt.
  public static let title2 = Font(size: 22)
  /// A third-level title: 20 pt.
  public static let title3 = Font(size: 20)
  /// A second caption: 11 pt.
  public static let caption2 = Font(size: 11)

  /// This font at `weight` (inert: the same size).
  public func weight(_ weight: Weight) -> Font { self }
  /// This font, bold (inert).
  public func bold() -> Font { self }
  /// This font, italic (inert).
  public func italic() -> Font { self }
  /// This font with fixed-width characters (inert: every character is 0.5 em wide here).
  public func monospaced() -> Font { self }
  /// This font with fixed-width digits (inert).
  public func monospacedDigit() -> Font { self }
  /// This font in small capitals (inert: the same size).
  public func smallCaps() -> Font { self }
  /// This font at `leading` between lines (inert: lines are 1.2 em apart).
  public func leading(_ leading: Font.Leading) -> Font { self }

  /// The space between lines a font is drawn with, `leading(_:)` (inert).
  public struct Leading: Hashable, Sendable {
    let name: String
    /// The font's own (inert).
    public static let standard = Leading(name: "standard")
    /// Less space (inert).
    public static let tight = Leading(name: "tight")
    /// More space (inert).
    public static let loose = Leading(name: "loose")
  }
}

nonisolated extension View {
  /// Sets the weight of the text inside (inert).
  public func fontWeight(_ weight: Font.Weight?) -> some View { self }
  /// Makes the text inside bold (inert).
  public func bold(_ isActive: Bool = true) -> some View { self }
  /// Makes the text inside italic (inert).
  public func italic(_ isActive: Bool = true) -> some View { self }
}
