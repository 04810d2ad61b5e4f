import Foundation

/// A compact date picker's buttons (``UIDatePicker``'s compact style, SwiftUI's compact
/// `DatePicker`): each its text on one line in the body font, with space at its sides and above
/// and below, two of them apart (ours: Apple states no metrics; the backgrounds are not drawn).
package enum CompactDatePickerMetrics {
  /// The text's font size: the body style's, 17 pt.
  package static let fontSize: CGFloat = 17
  /// The space at a button's leading and trailing sides.
  package static let horizontalPadding: CGFloat = 11
  /// The space above and below a button's text.
  package static let verticalPadding: CGFloat = 7
  /// The space between the date's button and the time's.
  package static let spacing: CGFloat = 8

  /// The size of buttons showing `texts`, side by side.
  package static func size(of texts: [String]) -> CGSize {
    let lines = texts.map { StatedTextMetrics.lineSize(characters: $0.count, em: fontSize) }
    let width = lines.reduce(0) { $0 + $1.width + 2 * horizontalPadding }
    let height = (lines.map(\.height).max() ?? 0) + 2 * verticalPadding
    return CGSize(
      width: width + CGFloat(max(texts.count - 1, 0)) * spacing, height: texts.isEmpty ? 0 : height)
  }
}
