import Foundation

// The text attributes UIKit adds to Foundation's `NSAttributedString.Key`, and paragraph
// styles.

/// UIKit's text attributes (inert: text is not laid out or drawn; the values are kept in the
/// string).
extension NSAttributedString.Key {
  /// The font (`UIFont`).
  public static let font = NSAttributedString.Key("NSFont")
  /// The text colour (`UIColor`).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The background colour (`UIColor`).
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The paragraph style (`NSParagraphStyle`).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The letter spacing in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The underline (`NSUnderlineStyle` raw value).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The strikethrough (`NSUnderlineStyle` raw value).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A link (`URL` or `String`).
  public static let link = NSAttributedString.Key("NSLink")
  /// The baseline offset in points.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// The style of underlines and strikethroughs (inert).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// A thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// How a paragraph is laid out (inert: kept).
///
/// Settable here, where iOS lets only ``NSMutableParagraphStyle`` set them (ours: one set of
/// stored values serves both).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
  /// Extra space between lines.
  open var lineSpacing: CGFloat = 0
  /// Space after the paragraph.
  open var paragraphSpacing: CGFloat = 0
  /// The alignment.
  open var alignment = NSTextAlignment.natural
  /// How lines break.
  open var lineBreakMode = NSLineBreakMode.byWordWrapping
  /// The line height multiple (0: the font's).
  open var lineHeightMultiple: CGFloat = 0
  /// The least line height.
  open var minimumLineHeight: CGFloat = 0
  /// The greatest line height (0: none).
  open var maximumLineHeight: CGFloat = 0
  /// The indent of the first line.
  open var firstLineHeadIndent: CGFloat = 0

  /// The default style.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// A paragraph style the app sets (inert: kept).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {}
