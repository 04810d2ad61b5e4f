import UIKit

/// A list's content inside its scroll view: its sections, and its loose rows, each run of them
/// a section with no header.
nonisolated struct ListRows<Content: View>: View, PrimitiveView {
  let content: Content
  /// The selection the list's rows are chosen for, when it has one.
  var target: ListSelectionTarget?
  var body: Never { primitiveBody(of: Self.self) }

  func update(_ node: ViewNode) {
    node.role = .view
    target?.rows = node.reference
    node.layout = ListRowsLayout(takesTouches: target != nil)
    node.updateChild(key: 0, with: content)
  }
}

/// The list's width (the scroll view's), its sections' heights stacked.
struct ListRowsLayout: NodeLayout {
  /// A list's rows are a collection view's cells on iOS, made as they scroll into view.
  func makesRowsLazily(_ node: ViewNode) -> Bool { true }

  /// Whether a touch anywhere in the rows lands on them (a list with a selection: a tap beside
  /// a row's content still chooses it, as a tap anywhere in its cell does on iOS).
  var takesTouches = false

  var isHitTestable: Bool { takesTouches }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let width = listWidth(node, proposal: proposal)
    let metrics = ListMetrics(appearance: node.environment.listAppearance ?? .insetGrouped)
    var height: CGFloat = 0
    for block in blocks(node) {
      switch block {
      case .section(let section):
        height += section.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
      case .rows(let rows):
        height += metrics.height(header: [], rows: rows, footer: [], width: width)
      }
    }
    return CGSize(width: width, height: height)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let metrics = ListMetrics(appearance: node.environment.listAppearance ?? .insetGrouped)
    var y: CGFloat = 0
    for block in blocks(node) {
      switch block {
      case .section(let section):
        let height = section.sizeThatFits(ProposedViewSize(width: size.width, height: nil))
          .height
        section.place(in: CGRect(x: 0, y: y, width: size.width, height: height))
        y += height
      case .rows(let rows):
        metrics.place(header: [], rows: rows, footer: [], width: size.width, top: y)
        y += metrics.height(header: [], rows: rows, footer: [], width: size.width)
      }
    }
  }

  private enum Block {
    case section(ViewNode)
    case rows([ViewNode])
  }

  /// The list's views in order: each `Section`, and each run of rows between them.
  private func blocks(_ node: ViewNode) -> [Block] {
    var result: [Block] = []
    var run: [ViewNode] = []
    for child in node.layoutChildren {
      if child.layout is ListSectionLayout {
        if !run.isEmpty { result.append(.rows(run)) }
        run = []
        result.append(.section(child))
      } else {
        run.append(child)
      }
    }
    if !run.isEmpty { result.append(.rows(run)) }
    return result
  }

  /// The scroll view's width (its content is proposed its width on the cross axis).
  private func listWidth(_ node: ViewNode, proposal: ProposedViewSize) -> CGFloat {
    let width = proposal.width ?? node.enclosingScrollView?.frame.width ?? 0
    return width.isFinite ? max(width, 0) : 0
  }
}
