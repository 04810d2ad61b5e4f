import Foundation

// The rest of UIKit's system and semantic colours (inert: nothing is drawn). Values are the
// light appearance's from Apple's Human Interface Guidelines ("Color", default contrast), in
// 0…255 sRGB.

extension UIColor {
  private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
    UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
  }

  /// System yellow (255, 204, 0).
  public static var systemYellow: UIColor { rgb(255, 204, 0) }
  /// System mint (0, 199, 190).
  public static var systemMint: UIColor { rgb(0, 199, 190) }
  /// System teal (48, 176, 199).
  public static var systemTeal: UIColor { rgb(48, 176, 199) }
  /// System cyan (50, 173, 230).
  public static var systemCyan: UIColor { rgb(50, 173, 230) }
  /// System indigo (88, 86, 214).
  public static var systemIndigo: UIColor { rgb(88, 86, 214) }
  /// System purple (175, 82, 222).
  public static var systemPurple: UIColor { rgb(175, 82, 222) }
  /// System pink (255, 45, 85).
  public static var systemPink: UIColor { rgb(255, 45, 85) }
  /// System brown (162, 132, 94).
  public static var systemBrown: UIColor { rgb(162, 132, 94) }
  /// System gray 2 (174, 174, 178).
  public static var systemGray2: UIColor { rgb(174, 174, 178) }
  /// System gray 3 (199, 199, 204).
  public static var systemGray3: UIColor { rgb(199, 199, 204) }
  /// System gray 4 (209, 209, 214).
  public static var systemGray4: UIColor { rgb(209, 209, 214) }
  /// The third level of background (white).
  public static var tertiarySystemBackground: UIColor { .white }
  /// A grouped list's background (242, 242, 247).
  public static var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
  /// A grouped table's background, iOS 2's name (deprecated in iOS 13) for
  /// ``systemGroupedBackground`` (inert).
  public static var groupTableViewBackground: UIColor { systemGroupedBackground }
  /// A grouped list's cells (white).
  public static var secondarySystemGroupedBackground: UIColor { .white }
  /// The third level of grouped background (242, 242, 247).
  public static var tertiarySystemGroupedBackground: UIColor { rgb(242, 242, 247) }
  /// Tertiary text (60, 60, 67 at 30 %).
  public static var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
  /// Quaternary text (60, 60, 67 at 18 %).
  public static var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
  /// Placeholder text (60, 60, 67 at 30 %).
  public static var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
  /// Links (0, 122, 255).
  public static var link: UIColor { rgb(0, 122, 255) }
  /// Separators over content (60, 60, 67 at 29 %).
  public static var separator: UIColor { rgb(60, 60, 67, 0.29) }
  /// Opaque separators (198, 198, 200).
  public static var opaqueSeparator: UIColor { rgb(198, 198, 200) }
  /// Fills of thin shapes (120, 120, 128 at 20 %).
  public static var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
  /// Fills of medium shapes (120, 120, 128 at 16 %).
  public static var secondarySystemFill: UIColor { rgb(120, 120, 128, 0.16) }
  /// Fills of large shapes (118, 118, 128 at 12 %).
  public static var tertiarySystemFill: UIColor { rgb(118, 118, 128, 0.12) }
  /// Fills of large areas (116, 116, 128 at 8 %).
  public static var quaternarySystemFill: UIColor { rgb(116, 116, 128, 0.08) }
  /// Dark text on light backgrounds (black).
  public static var darkText: UIColor { .black }
  /// Light text on dark backgrounds (white at 60 %).
  public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
  /// Magenta (1, 0, 1).
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// Cyan (0, 1, 1).
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// Purple (0.5, 0, 0.5).
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// Brown (0.6, 0.4, 0.2).
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
}
