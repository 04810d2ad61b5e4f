import Foundation

/// The stated metrics text is sized by on the surface, SwiftUI's `Text` and UIKit's controls
/// alike (ours: no glyphs are drawn): every character advances 0.5 em and a line is 1.2 em
/// tall.
package enum StatedTextMetrics {
  // Inlinable constants: text is measured on every layout pass, in other modules.
  /// The advance of every character, in ems.
  @inlinable package static var advancePerEm: CGFloat { 0.5 }
  /// The height of a line, in ems.
  @inlinable package static var lineHeightPerEm: CGFloat { 1.2 }

  /// The size of one line of `characters` characters in a font of `em` points.
  package static func lineSize(characters: Int, em: CGFloat) -> CGSize {
    CGSize(width: CGFloat(characters) * em * advancePerEm, height: em * lineHeightPerEm)
  }
}
