import UIKit

/// What a list with a selection keeps: its binding, its rows' node, and the split view column
/// its choice pushes.
final class ListSelectionTarget {
  var selection: ListSelection?
  /// The `ListRows` node, whose rows a tap lands on.
  var rows: NodeReference?
  /// Pushes the split view's next column, when the list is in a split view's column.
  var advance: SplitColumnAdvance?

  /// Chooses the row at `point`, in the rows' coordinates.
  ///
  /// As a tap on an iPhone list outside edit mode chooses a row for a single selection (ours:
  /// the row is not highlighted). A multiple selection is chosen only in edit mode, which is
  /// not modelled: the tap changes nothing, except in a split view's column, where the row is
  /// chosen alone and the next column pushed (Apple's split view binds a set in its sidebar).
  func tapped(at point: CGPoint) {
    guard let rows = rows?.node,
      let tag = tag(at: point, in: rows)
    else { return }
    choose(tag)
  }

  /// Chooses the row tagged `tag` (a tap, or a `NavigationLink(value:)` in the list).
  ///
  /// False when the tag is not of the selection's type, or the selection is a set outside a
  /// split view's column (chosen only in edit mode, which is not modelled).
  @discardableResult
  func choose(_ tag: AnyHashable) -> Bool {
    guard let selection, !selection.isMultiple || advance != nil, selection.choose(tag) else {
      return false
    }
    advance?.push { selection.clear() }
    return true
  }

  /// The tag of the row at `point`: its `tag(_:)`, or else the id of the `ForEach` element it
  /// is; nil where no row is, or the row has neither.
  private func tag(at point: CGPoint, in rows: ViewNode) -> AnyHashable? {
    for child in rows.layoutChildren {
      let candidates =
        child.layout is ListSectionLayout ? child.layoutNodes(ofChild: 1) : [child]
      for row in candidates where cell(of: row, in: rows).contains(point) {
        return tag(of: row, under: rows)
      }
    }
    return nil
  }

  /// The row's cell: the list's width, and the height `ListMetrics` gives the row, around the
  /// row's content (placed in it by its insets and centred).
  private func cell(of row: ViewNode, in rows: ViewNode) -> CGRect {
    let content = row.frame(inAncestor: { $0 === rows })
    let insets = row.listRowInsets ?? ListMetrics.rowInsets
    let height = ListMetrics.rowHeight(of: row, contentHeight: content.height, insets: insets)
    let top = content.minY - insets.top - (height - insets.top - insets.bottom - content.height) / 2
    return CGRect(x: 0, y: top, width: rows.frame.width, height: height)
  }

  private func tag(of row: ViewNode, under rows: ViewNode) -> AnyHashable? {
    if let tag = row.tag { return tag }
    var implicit: AnyHashable?
    var current: ViewNode? = row
    while let node = current, node !== rows {
      if let tag = (node.modifierState[ObjectIdentifier(TagValue.self)] as? TagValue)?.value {
        return tag
      }
      if implicit == nil, node.parent?.isIdentifiedList == true { implicit = node.key.id }
      current = node.parent
    }
    return implicit
  }
}

private enum ListSelectionKey: EnvironmentKey {
  static var defaultValue: ListSelectionTarget? { nil }
}

extension EnvironmentValues {
  /// The selection of the list the view is in.
  var listSelection: ListSelectionTarget? {
    get { self[ListSelectionKey.self] }
    set { self[ListSelectionKey.self] = newValue }
  }
}
