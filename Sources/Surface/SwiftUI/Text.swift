import Foundation

/// Text, sized by stated metrics (each character 0.5 em wide, lines 1.2 em tall) and not drawn.
nonisolated public struct Text: View, Equatable, Sendable {
  /// The characters shown.
  let content: String
  /// The text's own font (`font(_:)` on the text); nil for the environment's.
  var font: Font?
  /// How many images the text shows among its characters (`Text(Image(…))`, joined by `+`).
  var images = 0
  /// The text of `content`.
  ///
  /// Disfavoured, as in SwiftUI, so that a string literal is a ``LocalizedStringKey``.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// The text of `content`, unlocalised.
  public init(verbatim content: String) { self.content = content }
  /// The characters of `attributedContent`; its attributes are inert (nothing is drawn) and
  /// the text is measured in its own font.
  public init(_ attributedContent: AttributedString) {
    content = String(attributedContent.characters)
  }
  /// `image` as text, to join with other text by `+`: measured as one em, two characters' width
  /// (ours: a symbol's own width depends on its glyph).
  public init(_ image: Image) {
    content = ""
    images = 1
  }
  /// The text `key` stands for: the key itself, its interpolations formatted (no strings
  /// tables headless; iOS shows the key when no table has it).
  ///
  /// A string literal, `Text("Hello")` or `Text("\(count) items")`, is a key, as in SwiftUI.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    content = key.resolved
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Text: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = layout }

  /// How the text is measured: by its characters, each line break starting a new line, in its
  /// own font or the environment's.
  var layout: TextLayout {
    let imageCharacters = images * Self.charactersPerImage
    // Most text is one paragraph: measured without splitting it (every update measures it).
    guard content.utf8.contains(UInt8(ascii: "\n")) else {
      return TextLayout(characters: content.count + imageCharacters, fontSize: font?.size)
    }
    var paragraphs = content.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
    // An image joined into the text sits on its last line.
    paragraphs[paragraphs.count - 1] += imageCharacters
    return TextLayout(paragraphs: paragraphs, fontSize: font?.size)
  }

  /// The characters' width an image in text takes: one em (ours).
  static let charactersPerImage = 2
}

/// A text style or size for `font(_:)`: only its point size is modelled.
public struct Font: Hashable, Sendable {
  /// The size in points.
  let size: CGFloat
  /// A system font of `size` points.
  public static func system(size: CGFloat) -> Font { Font(size: size) }
  /// Body text: 17 pt on iOS.
  public static let body = Font(size: 17)
  /// A headline: 17 pt.
  public static let headline = Font(size: 17)
  /// A title: 28 pt.
  public static let title = Font(size: 28)
  /// A large title: 34 pt.
  public static let largeTitle = Font(size: 34)
  /// A caption: 12 pt.
  public static let caption = Font(size: 12)
  /// A footnote: 13 pt.
  public static let footnote = Font(size: 13)
}

private enum FontKey: EnvironmentKey { static var defaultValue: Font { .body } }

extension EnvironmentValues {
  /// The font text inside uses.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue ?? .body }
  }
  /// The point size of ``font``.
  var fontSize: CGFloat { self[FontKey.self].size }
}

nonisolated extension View {
  /// Sets the font of the text inside.
  public func font(_ font: Font?) -> some View { environment(\.font, font) }
}
