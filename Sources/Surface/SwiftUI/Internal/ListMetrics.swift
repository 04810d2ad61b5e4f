import UIKit

/// How a list sets its rows out, by style.
enum ListAppearance: Hashable {
  case plain, grouped, insetGrouped, inset
}

/// Where a list's rows, headers and footers go: the numbers of one style.
struct ListMetrics {
  /// A row's least height unless `defaultMinListRowHeight` says otherwise: iPhone's, 44 pt, the
  /// least tappable length in Apple's Human Interface Guidelines.
  static let minimumRowHeight: CGFloat = 44

  /// The height of `row`'s cell around content `contentHeight` tall inside `insets`: at least
  /// its environment's `defaultMinListRowHeight` (0 for a value that is not finite or is
  /// negative).
  static func rowHeight(of row: ViewNode, contentHeight: CGFloat, insets: EdgeInsets) -> CGFloat {
    let least = row.environment.defaultMinListRowHeight
    return max(least.isFinite ? max(least, 0) : 0, contentHeight + insets.top + insets.bottom)
  }
  /// A row's content inset (ours): 11 pt above and below, so a 22-pt body line (17-pt text's
  /// leading in Apple's Dynamic Type sizes) makes a 44-pt row, and 20 pt at the sides.
  static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
  /// The gap between a header and the first row, and the last row and a footer (ours).
  static let headerGap: CGFloat = 6

  let appearance: ListAppearance

  /// How far the inset styles' sections sit from the list's sides (ours: iPhone's 16-pt layout
  /// margins).
  var sideInset: CGFloat {
    switch appearance {
    case .plain, .grouped: 0
    case .insetGrouped, .inset: 16
    }
  }

  /// The space above each section in the grouped styles (ours).
  var sectionSpacing: CGFloat {
    switch appearance {
    case .plain, .inset: 0
    case .grouped, .insetGrouped: 35
    }
  }

  /// The height of a section of `header`, `rows` and `footer` views `width` wide.
  func height(header: [ViewNode], rows: [ViewNode], footer: [ViewNode], width: CGFloat)
    -> CGFloat
  {
    frames(header: header, rows: rows, footer: footer, width: width).height
  }

  /// Places a section's views in their parent, from `top`.
  func place(
    header: [ViewNode], rows: [ViewNode], footer: [ViewNode], width: CGFloat, top: CGFloat = 0
  ) {
    let laidOut = frames(header: header, rows: rows, footer: footer, width: width)
    for (node, frame) in laidOut.frames {
      node.place(in: frame.offsetBy(dx: 0, dy: top))
    }
  }

  /// Each view's frame from the section's top, and the section's height: the spacing, the
  /// header's lines, each row at least its least height with its content leading-aligned and
  /// centred vertically inside the row's insets, the footer's lines.
  private func frames(header: [ViewNode], rows: [ViewNode], footer: [ViewNode], width: CGFloat)
    -> (frames: [(ViewNode, CGRect)], height: CGFloat)
  {
    var result: [(ViewNode, CGRect)] = []
    var y = sectionSpacing
    let side = Self.rowInsets
    func line(_ node: ViewNode) {
      let inner = max(width - 2 * sideInset - side.leading - side.trailing, 0)
      let size = node.sizeThatFits(ProposedViewSize(width: inner, height: nil))
      result.append(
        (
          node,
          CGRect(
            x: sideInset + side.leading, y: y, width: size.width,
            height: size.height)
        ))
      y += size.height
    }
    if let first = header.first {
      let top = y
      for node in header { line(node) }
      // A header shorter than `defaultMinListHeaderHeight` takes that height, the space below
      // its lines (ours).
      let least = first.environment.defaultMinListHeaderHeight ?? 0
      if least.isFinite { y = max(y, top + least) }
      y += Self.headerGap
    }
    for row in rows {
      let insets = row.listRowInsets ?? Self.rowInsets
      let inner = max(width - 2 * sideInset - insets.leading - insets.trailing, 0)
      let size = row.sizeThatFits(ProposedViewSize(width: inner, height: nil))
      let height = Self.rowHeight(of: row, contentHeight: size.height, insets: insets)
      let contentTop = y + insets.top + (height - insets.top - insets.bottom - size.height) / 2
      result.append(
        (
          row,
          CGRect(
            x: sideInset + insets.leading, y: contentTop,
            width: size.width, height: size.height)
        ))
      y += height
    }
    if !footer.isEmpty { y += Self.headerGap }
    for node in footer { line(node) }
    return (result, y)
  }
}
