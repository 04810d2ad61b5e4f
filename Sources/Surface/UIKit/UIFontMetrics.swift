/// How a text style's fonts and sizes grow with the text size the user chose (Dynamic Type).
///
/// A replay's device has the default text size, `.large` (as SwiftUI's `\.dynamicTypeSize`
/// says), at which every text style keeps its size: a font or a value scales to itself, within
/// a maximum when one is given.
///
/// ```swift
/// import UIKit
///
/// let metrics = UIFontMetrics(forTextStyle: .headline)
/// let font = metrics.scaledFont(for: UIFont.systemFont(ofSize: 17), maximumPointSize: 22)
/// let spacing = metrics.scaledValue(for: 8)  // 8 at the default size
/// ```
open class UIFontMetrics: NSObject {
  /// The body style's metrics.
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// The text style the metrics scale by.
  let textStyle: UIFont.TextStyle

  /// The metrics of `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// `font` at the text size: itself at the default size.
  open func scaledFont(for font: UIFont) -> UIFont { font }

  /// `font` at the text size, no larger than `maximumPointSize`.
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    guard maximumPointSize.isFinite, maximumPointSize > 0, font.pointSize > maximumPointSize
    else { return font }
    return font.withSize(maximumPointSize)
  }

  /// `font` at the text size of `traitCollection`: the default size's.
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  { font }

  /// `value` (a spacing, a height) at the text size: itself at the default size.
  open func scaledValue(for value: CGFloat) -> CGFloat { value }

  /// `value` at the text size of `traitCollection`: the default size's.
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  { value }
}
