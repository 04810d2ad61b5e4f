import Foundation

/// Where an alert's or action sheet's buttons sit in a window, by stated metrics: headless
/// nothing is drawn or measured, so the sizes are iOS's as far as Apple states them and ours
/// otherwise.
struct AlertLayout {
  /// The width of an alert (ours: iPhone alerts are 270 pt wide).
  static let alertWidth: CGFloat = 270
  /// The height of an alert's button row: Apple's minimum hit target (Human Interface
  /// Guidelines, "Layout": 44 × 44 pt).
  static let alertButtonHeight: CGFloat = 44
  /// The height of an action sheet's row (ours: iOS's are 57 pt tall).
  static let sheetButtonHeight: CGFloat = 57
  /// An action sheet's margin from the window's sides and its safe area's bottom, and the gap
  /// above its cancel button (ours).
  static let sheetMargin: CGFloat = 8
  /// The space above and below the title and message, and at their sides (ours).
  static let headerInsets = (vertical: CGFloat(20), horizontal: CGFloat(16))
  /// Title and message sizes (ours: iOS's headline and footnote, 17 and 13 pt) and the stated
  /// text metrics the SwiftUI surface uses: characters 0.5 em wide, lines 1.2 em tall.
  static let titleSize: CGFloat = 17
  static let messageSize: CGFloat = 13

  /// The buttons' frames, in the window's coordinates, in the order of `styles`.
  let buttonFrames: [CGRect]

  /// The layout of an alert or sheet with `title`, `message` and buttons of `styles` in
  /// `bounds` with `safeArea`.
  init(
    isSheet: Bool, title: String?, message: String?, styles: [UIAlertAction.Style],
    in bounds: CGRect, safeArea: UIEdgeInsets
  ) {
    if isSheet {
      let width = max(bounds.width - 2 * Self.sheetMargin, 0)
      buttonFrames = Self.sheetFrames(styles, width: width, in: bounds, safeArea: safeArea)
    } else {
      let header = Self.headerHeight(title: title, message: message, width: Self.alertWidth)
      buttonFrames = Self.alertFrames(styles, header: header, in: bounds)
    }
  }

  /// An alert, centred: its header, then two buttons side by side (the cancel one leading) or
  /// each in a row of its own (the cancel one last), as iOS sets them.
  private static func alertFrames(
    _ styles: [UIAlertAction.Style], header: CGFloat, in bounds: CGRect
  )
    -> [CGRect]
  {
    let rows = styles.count == 2 ? 1 : styles.count
    let height = header + CGFloat(rows) * alertButtonHeight
    let origin = CGPoint(x: bounds.midX - alertWidth / 2, y: bounds.midY - height / 2)
    let top = origin.y + header
    if styles.count == 2 {
      let half = alertWidth / 2
      let cancelFirst = styles[1] == .cancel && styles[0] != .cancel
      return (0..<2).map { index in
        let column = cancelFirst ? 1 - index : index
        return CGRect(
          x: origin.x + CGFloat(column) * half, y: top, width: half, height: alertButtonHeight)
      }
    }
    let order = rowOrder(styles)
    return styles.indices.map { index in
      CGRect(
        x: origin.x, y: top + CGFloat(order[index]) * alertButtonHeight, width: alertWidth,
        height: alertButtonHeight)
    }
  }

  /// An action sheet above the bottom of the safe area: its buttons (its header above them),
  /// then the cancel button apart below them.
  private static func sheetFrames(
    _ styles: [UIAlertAction.Style], width: CGFloat, in bounds: CGRect, safeArea: UIEdgeInsets
  ) -> [CGRect] {
    let hasCancel = styles.contains(.cancel)
    let others = styles.filter { $0 != .cancel }.count
    var bottom = bounds.maxY - safeArea.bottom - sheetMargin
    let cancelTop = bottom - sheetButtonHeight
    if hasCancel { bottom = cancelTop - sheetMargin }
    let groupTop = bottom - CGFloat(others) * sheetButtonHeight
    var row = 0
    return styles.map { style in
      if style == .cancel {
        return CGRect(
          x: bounds.minX + sheetMargin, y: cancelTop, width: width, height: sheetButtonHeight)
      }
      defer { row += 1 }
      return CGRect(
        x: bounds.minX + sheetMargin, y: groupTop + CGFloat(row) * sheetButtonHeight,
        width: width, height: sheetButtonHeight)
    }
  }

  /// Each button's row: the others in order, then the cancel one.
  private static func rowOrder(_ styles: [UIAlertAction.Style]) -> [Int] {
    var next = 0
    var rows = [Int](repeating: 0, count: styles.count)
    for index in styles.indices where styles[index] != .cancel {
      rows[index] = next
      next += 1
    }
    for index in styles.indices where styles[index] == .cancel {
      rows[index] = next
      next += 1
    }
    return rows
  }

  /// The height of the title and message wrapped in `width`; 0 when there are neither.
  private static func headerHeight(title: String?, message: String?, width: CGFloat) -> CGFloat {
    let textWidth = max(width - 2 * headerInsets.horizontal, 1)
    let parts = [(title, titleSize), (message, messageSize)].compactMap { text, size in
      text.flatMap { $0.isEmpty ? nil : textHeight($0, size: size, width: textWidth) }
    }
    guard !parts.isEmpty else { return 0 }
    return parts.reduce(2 * headerInsets.vertical, +)
  }

  /// The height of `text` at `size`, wrapped in `width`, by the stated metrics.
  private static func textHeight(_ text: String, size: CGFloat, width: CGFloat) -> CGFloat {
    let lineWidth = CGFloat(text.count) * size * 0.5
    let lines = max((lineWidth / width).rounded(.up), 1)
    return lines * size * 1.2
  }
}
